//! Pricing Mechanite and Mutant designs: every legal robot with one to four
//! programming options is generated, and the benchmark prices them one after another
//! (the median is per build). The worst case names every part in French.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use dugout::data::Lang;
use dugout::data::dreadball::{PartCategory, Position, Reference};
use dugout::rules::dreadball::build::{
    MechaniteDesign, MutantDesign, mechanite_parts, price_mechanite, price_mutant,
};

fn reference() -> &'static Reference {
    Reference::bundled().expect("data")
}

fn ids(category: PartCategory, position: Position) -> Vec<String> {
    mechanite_parts(reference(), category, Some(position))
        .map(|part| part.id.clone())
        .collect()
}

/// One legal design per (position, locomotion, chassis, head, arm pair), with the
/// position's programming options.
fn generated_robots() -> Vec<MechaniteDesign> {
    let mut designs = Vec::new();
    for position in [Position::Guard, Position::Jack, Position::Striker] {
        let arms = ids(PartCategory::Arm, position);
        let programs = ids(PartCategory::Programming, position);
        for locomotion in ids(PartCategory::Locomotion, position) {
            for chassis in ids(PartCategory::Chassis, position) {
                for head in ids(PartCategory::Head, position) {
                    for (index, first) in arms.iter().enumerate() {
                        for second in &arms[index..] {
                            designs.push(MechaniteDesign {
                                coding: position.id().to_string(),
                                locomotion: locomotion.clone(),
                                chassis: chassis.clone(),
                                head: head.clone(),
                                arms: vec![first.clone(), second.clone()],
                                programs: programs.clone(),
                            });
                        }
                    }
                }
            }
        }
    }
    designs
}

fn french_worst_case() -> MechaniteDesign {
    let names = |list: &[&str]| list.iter().map(|s| s.to_string()).collect();
    MechaniteDesign {
        coding: "Jack".to_string(),
        locomotion: "Jambes blindées".to_string(),
        chassis: "Corps D".to_string(),
        head: "Tank".to_string(),
        arms: names(&["Gant", "Griffe"]),
        programs: names(&[
            "Correcteur de Trajectoire",
            "Analyseur Situationnelle",
            "Amélioration Tactique",
            "Évaluation des Dommages",
        ]),
    }
}

fn pricing(c: &mut Criterion) {
    let reference = reference();
    let robots = generated_robots();
    let mut next = robots.iter().cycle();
    c.bench_function(
        &format!(
            "price one Mechanite (cycling {} generated designs)",
            robots.len()
        ),
        |b| {
            b.iter(|| {
                let design = next.next().expect("cycle");
                black_box(
                    price_mechanite(reference, black_box(design), Lang::En).map(|b| b.cost_mc),
                )
            })
        },
    );
    let french = french_worst_case();
    c.bench_function("price one Mechanite named in French, 4 programs", |b| {
        b.iter(|| {
            black_box(price_mechanite(reference, black_box(&french), Lang::Fr).map(|b| b.cost_mc))
        })
    });
    let mutant = MutantDesign {
        position: "Jack".to_string(),
        upgrades: [
            "Yeux à facettes",
            "Lame de Z'zor",
            "Yndij",
            "Ailes de Kraaw",
            "Régen accélérée",
        ]
        .map(String::from)
        .to_vec(),
    };
    c.bench_function("price one Mutant, 5 upgrades", |b| {
        b.iter(|| {
            black_box(price_mutant(reference, black_box(&mutant), Lang::En).map(|b| b.cost_mc))
        })
    });
}

criterion_group!(benches, pricing);
criterion_main!(benches);

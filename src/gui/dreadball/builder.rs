//! The Mechanite workshop and the Mutant lab: the coach picks parts, the stat line,
//! skills and price follow on every pick, and the player is added to the team (or the
//! design saved as a template) through the store on a worker thread.

use iced::Task;

use crate::coach::dreadball::Template;
use crate::coach::{self};
use crate::data::Lang;
pub use crate::data::dreadball::BuildKind;

/// The builder a landing names (`--screen mechanite:ID`, `mutant:ID`).
pub fn landing(name: &str) -> Option<BuildKind> {
    match name {
        "mechanite" => Some(BuildKind::Mechanite),
        "mutant" => Some(BuildKind::Mutant),
        _ => None,
    }
}
use crate::data::dreadball::{BodyPart, PartCategory, Position, Reference};
use crate::gui::db::Db;
use crate::gui::failure::Failure;
use crate::gui::widgets::Loadable;
use crate::rules::dreadball::build::{
    Design, MECHANITE_ARMS, MechaniteDesign, MutantDesign, coding_position, mechanite_parts,
    mutant_upgrades,
};
use crate::store::dreadball::{PlayerRecord, TeamRecord};
use crate::store::{TeamId, TemplateId};

pub const PLAYER_NAME_INPUT: &str = "built-player-name";

/// The positions either builder makes.
pub const POSITIONS: [Position; 3] = [Position::Guard, Position::Jack, Position::Striker];

/// The parts picked so far; always a whole design, which the rules may still refuse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Choice {
    Mechanite {
        position: Position,
        /// Locomotion, chassis and head part ids.
        parts: [String; 3],
        arms: [String; MECHANITE_ARMS],
        programs: Vec<String>,
    },
    Mutant {
        position: Position,
        /// At most one upgrade id per body part, in body-part order.
        upgrades: Vec<(BodyPart, String)>,
    },
}

/// The three single-part categories of a robot, in the order they are priced.
pub const ROBOT_PARTS: [PartCategory; 3] = [
    PartCategory::Locomotion,
    PartCategory::Chassis,
    PartCategory::Head,
];

fn first_part(reference: &Reference, category: PartCategory, position: Position) -> String {
    let mut parts = mechanite_parts(reference, category, Some(position));
    let starred = category == PartCategory::Arm;
    let pick = if starred {
        parts.find(|part| part.starred)
    } else {
        parts.next()
    };
    pick.map(|part| part.id.clone()).unwrap_or_default()
}

/// `current` if it fits `position`, else the first part that does.
fn keep_or_first(
    reference: &Reference,
    category: PartCategory,
    position: Position,
    current: &str,
) -> String {
    let fits = mechanite_parts(reference, category, Some(position)).any(|p| p.id == current);
    if fits {
        current.to_string()
    } else {
        first_part(reference, category, position)
    }
}

impl Choice {
    /// A first design to start from: the position's first part of each kind and, for
    /// a robot, a starred arm on each side.
    pub fn starting(kind: BuildKind, reference: &Reference) -> Choice {
        let position = Position::Jack;
        match kind {
            BuildKind::Mutant => Choice::Mutant {
                position,
                upgrades: Vec::new(),
            },
            _ => Choice::Mechanite {
                position,
                parts: ROBOT_PARTS.map(|category| first_part(reference, category, position)),
                arms: [(); MECHANITE_ARMS]
                    .map(|_| first_part(reference, PartCategory::Arm, position)),
                programs: Vec::new(),
            },
        }
    }

    /// The choice a saved or stored design stands for (its parts are ids).
    pub fn from_design(design: &Design, reference: &Reference) -> Option<Choice> {
        match design {
            Design::Mechanite(robot) => {
                let coding = reference
                    .mechanite_parts
                    .iter()
                    .find(|part| part.id == robot.coding)?;
                let arms: [String; MECHANITE_ARMS] = robot.arms.clone().try_into().ok()?;
                Some(Choice::Mechanite {
                    position: coding_position(coding)?,
                    parts: [
                        robot.locomotion.clone(),
                        robot.chassis.clone(),
                        robot.head.clone(),
                    ],
                    arms,
                    programs: robot.programs.clone(),
                })
            }
            Design::Mutant(mutant) => {
                let position = Position::parse(&mutant.position)?;
                let upgrades = mutant
                    .upgrades
                    .iter()
                    .map(|id| {
                        let upgrade = reference.mutant_upgrades.iter().find(|u| &u.id == id)?;
                        Some((upgrade.body_part, id.clone()))
                    })
                    .collect::<Option<Vec<_>>>()?;
                Some(Choice::Mutant { position, upgrades })
            }
        }
    }

    pub fn kind(&self) -> BuildKind {
        match self {
            Choice::Mechanite { .. } => BuildKind::Mechanite,
            Choice::Mutant { .. } => BuildKind::Mutant,
        }
    }

    pub fn position(&self) -> Position {
        match self {
            Choice::Mechanite { position, .. } | Choice::Mutant { position, .. } => *position,
        }
    }

    pub fn design(&self) -> Design {
        match self {
            Choice::Mechanite {
                position,
                parts,
                arms,
                programs,
            } => {
                let [locomotion, chassis, head] = parts.clone();
                Design::Mechanite(MechaniteDesign {
                    coding: position.id().to_string(),
                    locomotion,
                    chassis,
                    head,
                    arms: arms.to_vec(),
                    programs: programs.clone(),
                })
            }
            Choice::Mutant { position, upgrades } => Design::Mutant(MutantDesign {
                position: position.id().to_string(),
                upgrades: upgrades.iter().map(|(_, id)| id.clone()).collect(),
            }),
        }
    }

    /// A new position: a robot keeps the parts that still fit; a mutant starts again
    /// (upgrades belong to one position's table).
    fn set_position(&mut self, new: Position, reference: &Reference) {
        match self {
            Choice::Mechanite {
                position,
                parts,
                arms,
                programs,
            } => {
                *position = new;
                for (part, category) in parts.iter_mut().zip(ROBOT_PARTS) {
                    *part = keep_or_first(reference, category, new, part);
                }
                for arm in arms.iter_mut() {
                    *arm = keep_or_first(reference, PartCategory::Arm, new, arm);
                }
                programs.retain(|id| {
                    mechanite_parts(reference, PartCategory::Programming, Some(new))
                        .any(|p| &p.id == id)
                });
            }
            Choice::Mutant { position, upgrades } => {
                if *position != new {
                    upgrades.clear();
                }
                *position = new;
            }
        }
    }

    fn pick(&mut self, pick: Pick) {
        match (self, pick) {
            (Choice::Mechanite { parts, .. }, Pick::Part(category, id)) => {
                if let Some(index) = ROBOT_PARTS.iter().position(|c| *c == category) {
                    parts[index] = id;
                }
            }
            (Choice::Mechanite { arms, .. }, Pick::Arm(side, id)) => {
                if let Some(arm) = arms.get_mut(side) {
                    *arm = id;
                }
            }
            (Choice::Mechanite { programs, .. }, Pick::Program(id)) => {
                match programs.iter().position(|p| *p == id) {
                    Some(index) => {
                        programs.remove(index);
                    }
                    None => programs.push(id),
                }
            }
            (Choice::Mutant { upgrades, .. }, Pick::Upgrade(body_part, id)) => {
                upgrades.retain(|(part, _)| *part != body_part);
                if let Some(id) = id {
                    upgrades.push((body_part, id));
                    upgrades.sort_by_key(|(part, _)| BodyPart::ALL.iter().position(|p| p == part));
                }
            }
            _ => {}
        }
    }

    /// The upgrade picked for `body_part`, if any.
    pub fn upgrade_for(&self, body_part: BodyPart) -> Option<&str> {
        match self {
            Choice::Mutant { upgrades, .. } => upgrades
                .iter()
                .find(|(part, _)| *part == body_part)
                .map(|(_, id)| id.as_str()),
            Choice::Mechanite { .. } => None,
        }
    }

    /// The body parts `position`'s table can upgrade.
    pub fn body_parts(reference: &Reference, position: Position) -> Vec<BodyPart> {
        BodyPart::ALL
            .into_iter()
            .filter(|part| {
                mutant_upgrades(reference, position, Some(*part))
                    .next()
                    .is_some()
            })
            .collect()
    }
}

/// One pick of a part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pick {
    Part(PartCategory, String),
    Arm(usize, String),
    Program(String),
    Upgrade(BodyPart, Option<String>),
}

/// The control a store request came from, so its refusal shows beside it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    Add,
    Save,
    Template,
}

#[derive(Debug)]
pub struct BuilderScreen {
    pub team: TeamRecord,
    pub choice: Choice,
    pub player_name: String,
    pub template_name: String,
    pub templates: Loadable<Vec<Template>>,
    pub refusal: Option<(Control, String)>,
    /// The last player this screen added, for the confirmation line.
    pub built: Option<PlayerRecord>,
    pub busy: bool,
}

#[derive(Debug, Clone)]
pub enum Message {
    PositionPicked(Position),
    Picked(Pick),
    PlayerNameEdited(String),
    TemplateNameEdited(String),
    AddPressed,
    SavePressed,
    TemplateUsed(TemplateId),
    TemplateDeletePressed(TemplateId),
    BackPressed,
    TemplatesLoaded(Result<Vec<Template>, Failure>),
    Added(Result<Box<(PlayerRecord, TeamRecord)>, Failure>),
    TemplatesChanged(Control, Result<Vec<Template>, Failure>),
}

pub enum Action {
    None,
    Run(Task<Message>),
    /// Back to the team screen, which reloads.
    Back,
}

impl BuilderScreen {
    pub fn new(team: TeamRecord, choice: Choice) -> BuilderScreen {
        BuilderScreen {
            team,
            choice,
            player_name: String::new(),
            template_name: String::new(),
            templates: Loadable::Loading,
            refusal: None,
            built: None,
            busy: false,
        }
    }

    pub fn team_id(&self) -> TeamId {
        self.team.id
    }

    pub fn load(&self, db: &Db, lang: Lang) -> Task<Message> {
        Task::perform(
            db.call(lang, |store, context| {
                coach::dreadball::templates(store, context)
            }),
            Message::TemplatesLoaded,
        )
    }

    pub fn update(
        &mut self,
        message: Message,
        db: &Db,
        reference: &Reference,
        lang: Lang,
    ) -> Action {
        match message {
            Message::PositionPicked(position) => {
                self.choice.set_position(position, reference);
                self.refusal = None;
            }
            Message::Picked(pick) => {
                self.choice.pick(pick);
                self.refusal = None;
            }
            Message::PlayerNameEdited(name) => self.player_name = name,
            Message::TemplateNameEdited(name) => self.template_name = name,
            Message::TemplateUsed(id) => self.use_template(id, reference),
            Message::BackPressed => return Action::Back,
            Message::TemplatesLoaded(result) => self.templates = Loadable::from_result(result),
            Message::Added(result) => self.added(result.map(|boxed| *boxed), lang),
            Message::TemplatesChanged(control, result) => {
                self.templates_changed(control, result, lang)
            }
            Message::AddPressed => return self.add(db, lang),
            Message::SavePressed => return self.save(db, lang),
            Message::TemplateDeletePressed(id) => return self.delete(id, db, lang),
        }
        Action::None
    }

    fn use_template(&mut self, id: TemplateId, reference: &Reference) {
        let Some(template) = self
            .templates
            .loaded()
            .and_then(|list| list.iter().find(|t| t.id == id))
        else {
            return;
        };
        if let Some(choice) = Choice::from_design(&template.design, reference) {
            self.choice = choice;
            self.refusal = None;
        }
    }

    fn add(&mut self, db: &Db, lang: Lang) -> Action {
        if self.busy {
            return Action::None;
        }
        self.busy = true;
        let (team, design) = (self.team.id, self.choice.design());
        let name = Some(self.player_name.trim().to_string()).filter(|name| !name.is_empty());
        Action::Run(Task::perform(
            db.call(lang, move |store, context| {
                let player =
                    coach::dreadball::build_player(store, context, team, &design, name.as_deref())?;
                let view = coach::dreadball::show_team(store, context, team)?;
                Ok(Box::new((player, view.team)))
            }),
            Message::Added,
        ))
    }

    fn added(&mut self, result: Result<(PlayerRecord, TeamRecord), Failure>, lang: Lang) {
        self.busy = false;
        match result {
            Ok((player, team)) => {
                self.team = team;
                self.built = Some(player);
                self.player_name.clear();
                self.refusal = None;
            }
            Err(failure) => self.refusal = Some((Control::Add, failure.full_text(lang))),
        }
    }

    fn save(&mut self, db: &Db, lang: Lang) -> Action {
        if self.busy {
            return Action::None;
        }
        self.busy = true;
        let (name, design) = (self.template_name.clone(), self.choice.design());
        Action::Run(Task::perform(
            db.call(lang, move |store, context| {
                coach::dreadball::save_template(store, context, &name, &design)?;
                coach::dreadball::templates(store, context)
            }),
            |result| Message::TemplatesChanged(Control::Save, result),
        ))
    }

    fn delete(&mut self, id: TemplateId, db: &Db, lang: Lang) -> Action {
        if self.busy {
            return Action::None;
        }
        self.busy = true;
        Action::Run(Task::perform(
            db.call(lang, move |store, context| {
                coach::dreadball::delete_template(store, context, &id.to_string())?;
                coach::dreadball::templates(store, context)
            }),
            |result| Message::TemplatesChanged(Control::Template, result),
        ))
    }

    fn templates_changed(
        &mut self,
        control: Control,
        result: Result<Vec<Template>, Failure>,
        lang: Lang,
    ) {
        self.busy = false;
        match result {
            Ok(templates) => {
                self.templates = Loadable::Loaded(templates);
                self.refusal = None;
                if control == Control::Save {
                    self.template_name.clear();
                }
            }
            Err(failure) => self.refusal = Some((control, failure.full_text(lang))),
        }
    }

    /// The refusal for `control`, if its last request was refused.
    pub fn refusal_for(&self, control: Control) -> Option<&str> {
        match &self.refusal {
            Some((refused, reason)) if *refused == control => Some(reason),
            _ => None,
        }
    }
}

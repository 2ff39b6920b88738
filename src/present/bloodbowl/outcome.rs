//! The names of what Blood Bowl's tables give, in the user's language: a casualty, a
//! lasting injury, a residency result, a costly error, a skill, a characteristic, a
//! weather, a stadium, a prayer (the match day's screens and the league's website).

use crate::data::Lang;
use crate::data::bloodbowl::Reference;
use crate::tr::texts;

texts! { Characteristic {
    Ma => "MA", "M";
    St => "ST", "F";
    Ag => "AG", "AG";
    Pa => "PA", "CP";
    Av => "AV", "AR";
} }

/// The name of a table entry: the first list that has `id`, else the id itself.
pub fn named<'r, T: 'r>(
    rows: impl IntoIterator<Item = &'r T>,
    id: &str,
    parts: impl Fn(&T) -> (&str, &str, &str),
    lang: Lang,
) -> String {
    rows.into_iter()
        .map(&parts)
        .find(|(row, _, _)| *row == id)
        .map_or(id.to_string(), |(_, en, fr)| lang.pick(en, fr).to_string())
}

/// The name of whatever a roll or a line of the match day gave, else the id itself.
pub fn outcome_name(id: &str, lang: Lang) -> String {
    let Ok(r) = Reference::bundled() else {
        return id.to_string();
    };
    let t = &r.tables;
    // Each list's entry with this id, by its name in `lang`.
    macro_rules! in_list {
        ($rows:expr) => {
            named(
                $rows,
                id,
                |e| (e.id.as_str(), e.name_en.as_str(), e.name_fr.as_str()),
                lang,
            )
        };
    }
    let attributes = t.stadium.attributes.iter().flat_map(|a| &a.row);
    [
        in_list!(&t.injuries.casualty.row),
        in_list!(&t.injuries.lasting_injury.row),
        in_list!(&t.post_match.residency.result),
        in_list!(&t.post_match.costly_errors.outcome),
        in_list!(&t.post_match.sponsorship.option),
        in_list!(&r.skills),
        in_list!(&t.pre_match.weather.row),
        in_list!(&t.stadium.row),
        in_list!(&t.prayers.row),
        in_list!(&t.pre_match.balls.row),
        in_list!(attributes),
    ]
    .into_iter()
    .find(|name| name != id)
    .unwrap_or_else(|| characteristic_name(id, lang))
}

/// "+1 MA" for a characteristic's id, else the id itself.
fn characteristic_name(id: &str, lang: Lang) -> String {
    let label = match id {
        "ma" => Characteristic::Ma,
        "st" => Characteristic::St,
        "ag" => Characteristic::Ag,
        "pa" => Characteristic::Pa,
        "av" => Characteristic::Av,
        _ => return id.to_string(),
    };
    format!("+1 {}", label.get(lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_come_from_the_tables_and_unknown_ids_stay() {
        crate::tr::assert_complete(Characteristic::ALL);
        assert_eq!(outcome_name("ma", Lang::Fr), "+1 M");
        assert_eq!(outcome_name("no-such-thing", Lang::En), "no-such-thing");
        assert_ne!(outcome_name("badly-hurt", Lang::En), "badly-hurt");
    }
}

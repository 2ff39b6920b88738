//! What Blood Bowl's league settings and house-ruled roster packs refuse.

use super::Error;
use super::surface::Surface;
use super::words::{Wording, list, quote, variant_names};
use crate::data::Lang;
use crate::rules::bloodbowl::match_day::MatchDayRefusal;
use crate::store::FixtureId;
use crate::tr::texts;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BloodBowlFault {
    FormatUnknown {
        format: String,
        formats: Vec<String>,
    },
    /// A house-ruled roster whose id is already one of the league's.
    RosterPackTaken { source: String, roster: String },
    /// A Dungeonbowl result with more touchdowns than the format lets a match reach.
    DungeonbowlResult { home: u32, away: u32 },
    /// A match day asked of a match of another game.
    NotBloodBowlMatch { fixture: FixtureId, game: String },
    /// A pre-match recorded twice.
    PrematchRecorded { fixture: FixtureId },
    /// A post-match before the pre-match.
    PrematchMissing { fixture: FixtureId },
    /// A post-match report of another game.
    ReportOfOtherGame { game: String },
    /// A resident team that already received this opponent in its own stadium.
    OwnStadiumUsed { team: String, opponent: String },
    /// A bare result with a landslide.
    NoLandslide,
    /// A playoff game with level touchdowns.
    PlayoffDraw,
    /// `--treasury` or `--hire` for a DreadBall team.
    TreasuryIsBloodBowl,
    /// A Blood Bowl league option for a DreadBall league.
    BloodBowlOptions,
    /// Player events in a Blood Bowl result.
    EventsAreDreadBall,
    /// A Blood Bowl team sheet as of a date or before a match.
    SheetAsOf,
    /// Special rules or roster packs asked of DreadBall's data.
    DataOnly,
    /// No roster by that id in the league's; `rosters` are the league's.
    RosterNotFound { query: String, rosters: Vec<String> },
}

variant_names!(BloodBowlFault: FormatUnknown, RosterPackTaken, DungeonbowlResult, NotBloodBowlMatch, PrematchRecorded, PrematchMissing, ReportOfOtherGame, OwnStadiumUsed, NoLandslide, PlayoffDraw, TreasuryIsBloodBowl, BloodBowlOptions, EventsAreDreadBall, SheetAsOf, DataOnly, RosterNotFound);

texts! { BloodBowlTexts {
    RosterNotFound => "no Blood Bowl roster {}; the rosters are: {}", "aucune équipe de base Blood Bowl {} ; les équipes de base sont : {}";
    FormatUnknown => "Blood Bowl has no league format {}; choose from: standard, {}", "Blood Bowl n'a pas de format de ligue {} ; choisissez parmi : standard, {}";
    RosterPackTaken => "{}: team {} is already a roster of this league; give the house-ruled team an id of its own", "{} : l'équipe {} est déjà une équipe de base de cette ligue ; donnez à l'équipe maison un identifiant à elle";
    DungeonbowlResult => "{}–{} cannot be a Dungeonbowl result: the match ends as soon as two touchdowns are scored in all (or after the tenth turn), so a result has at most 2 touchdowns between both teams", "{}–{} ne peut pas être un résultat de Dungeonbowl : le match s'arrête dès que deux touchdowns sont marqués en tout (ou après le dixième tour), donc un résultat compte au plus 2 touchdowns pour les deux équipes";
    NotBloodBowlMatch => "refused: match {} is a {} match; the Blood Bowl match day is for Blood Bowl leagues", "refusé : le match {} est un match de {} ; le jour de match de Blood Bowl est pour les ligues de Blood Bowl";
    PrematchRecorded => "refused: match {} already has its pre-match; reset the match to do it again", "refusé : le match {} a déjà son avant-match ; réinitialisez le match pour le refaire";
    PrematchMissing => "refused: match {} has no pre-match yet: record it first (fan factors come from it)", "refusé : le match {} n'a pas encore d'avant-match : enregistrez-le d'abord (les FP en viennent)";
    ReportOfOtherGame => "refused: this report is for {}; a Blood Bowl report says \"game\": \"bloodbowl\"", "refusé : ce rapport est pour {} ; un rapport de Blood Bowl indique \"game\": \"bloodbowl\"";
    OwnStadiumUsed => "refused: {} has already played {} in its own stadium; a resident plays there once per opponent", "refusé : {} a déjà reçu {} dans son stade ; un résident y joue une fois par adversaire";
    NoLandslide => "refused: a Blood Bowl match has no landslide; give the touchdowns and casualties", "refusé : un match de Blood Bowl n'a pas de victoire écrasante ; donnez les touchdowns et les éliminations";
    PlayoffDraw => "refused: a playoff game needs a winner: the touchdowns may not be level", "refusé : un match de play-off doit avoir un vainqueur : les touchdowns ne peuvent pas être à égalité";
    TreasuryIsBloodBowlCli => "--treasury and --hire are Blood Bowl's; a DreadBall team starts from its line-up or with --budget MC", "--treasury et --hire sont propres à Blood Bowl ; une équipe de DreadBall part de sa composition officielle ou de --budget MC";
    TreasuryIsBloodBowlWindow => "a starting treasury and hires are Blood Bowl's; a DreadBall team starts from its line-up or with a budget in mc", "une trésorerie de départ et des embauches sont propres à Blood Bowl ; une équipe de DreadBall part de sa composition officielle ou d'un budget en mc";
    BloodBowlOptionsCli => "--starting-treasury-gp, --max-dedicated-fans, --dedicated-fan-gp, --winnings-halving and --mvp-chosen-house-rule are Blood Bowl's; this is a DreadBall league", "--starting-treasury-gp, --max-dedicated-fans, --dedicated-fan-gp, --winnings-halving et --mvp-chosen-house-rule sont propres à Blood Bowl ; cette ligue est une ligue de DreadBall";
    BloodBowlOptionsWindow => "the starting treasury and dedicated fans are Blood Bowl's settings; this is a DreadBall league", "la trésorerie de départ et les fans dévoués sont des réglages de Blood Bowl ; cette ligue est une ligue de DreadBall";
    EventsAreDreadBall => "player events{} are DreadBall's; a Blood Bowl result is the touchdowns and casualties of each side", "les actions des joueurs{} sont propres à DreadBall ; un résultat de Blood Bowl, ce sont les touchdowns et les éliminations de chaque camp";
    EventOptionCli => " (--event)", " (--event)";
    SheetAsOf => "a Blood Bowl team sheet prints the team as it stands now; sheets as of a date or before a match come with the Blood Bowl match day", "une feuille d'équipe Blood Bowl imprime l'équipe telle qu'elle est aujourd'hui ; les feuilles à une date ou avant un match viendront avec le jour de match de Blood Bowl";
    BloodBowlDataOnlyCli => "special rules and roster packs are Blood Bowl's: add --game bloodbowl", "les règles spéciales et les paquets d'équipes sont propres à Blood Bowl : ajoutez --game bloodbowl";
    BloodBowlDataOnlyWindow => "special rules and roster packs are Blood Bowl's", "les règles spéciales et les paquets d'équipes sont propres à Blood Bowl";
} }

impl Wording for BloodBowlFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        let q = |text: &str| quote(text, surface, lang);
        match self {
            BloodBowlFault::RosterNotFound { query, rosters } => {
                BloodBowlTexts::RosterNotFound.fill(lang, &[&q(query.trim()), &list(rosters)])
            }
            BloodBowlFault::FormatUnknown { format, formats } => {
                BloodBowlTexts::FormatUnknown.fill(lang, &[&q(format), &list(formats)])
            }
            BloodBowlFault::RosterPackTaken { source, roster } => {
                BloodBowlTexts::RosterPackTaken.fill(lang, &[source, &q(roster)])
            }
            BloodBowlFault::DungeonbowlResult { home, away } => {
                BloodBowlTexts::DungeonbowlResult.fill(lang, &[home, away])
            }
            BloodBowlFault::NotBloodBowlMatch { fixture, game } => {
                BloodBowlTexts::NotBloodBowlMatch.fill(lang, &[fixture, game])
            }
            BloodBowlFault::PrematchRecorded { fixture } => {
                BloodBowlTexts::PrematchRecorded.fill(lang, &[fixture])
            }
            BloodBowlFault::PrematchMissing { fixture } => {
                BloodBowlTexts::PrematchMissing.fill(lang, &[fixture])
            }
            BloodBowlFault::ReportOfOtherGame { game } => {
                BloodBowlTexts::ReportOfOtherGame.fill(lang, &[game])
            }
            BloodBowlFault::OwnStadiumUsed { team, opponent } => {
                BloodBowlTexts::OwnStadiumUsed.fill(lang, &[team, opponent])
            }
            BloodBowlFault::NoLandslide => BloodBowlTexts::NoLandslide.get(lang).to_string(),
            BloodBowlFault::PlayoffDraw => BloodBowlTexts::PlayoffDraw.get(lang).to_string(),
            BloodBowlFault::TreasuryIsBloodBowl => surface
                .pick(
                    BloodBowlTexts::TreasuryIsBloodBowlCli,
                    BloodBowlTexts::TreasuryIsBloodBowlWindow,
                )
                .get(lang)
                .to_string(),
            BloodBowlFault::BloodBowlOptions => surface
                .pick(
                    BloodBowlTexts::BloodBowlOptionsCli,
                    BloodBowlTexts::BloodBowlOptionsWindow,
                )
                .get(lang)
                .to_string(),
            BloodBowlFault::EventsAreDreadBall => {
                let option = match surface {
                    Surface::Cli => BloodBowlTexts::EventOptionCli.get(lang),
                    Surface::Window => "",
                };
                BloodBowlTexts::EventsAreDreadBall.fill(lang, &[&option])
            }
            BloodBowlFault::SheetAsOf => BloodBowlTexts::SheetAsOf.get(lang).to_string(),
            BloodBowlFault::DataOnly => surface
                .pick(
                    BloodBowlTexts::BloodBowlDataOnlyCli,
                    BloodBowlTexts::BloodBowlDataOnlyWindow,
                )
                .get(lang)
                .to_string(),
        }
    }
}
impl From<MatchDayRefusal> for Error {
    fn from(refusal: MatchDayRefusal) -> Self {
        Error::Refused {
            id: refusal.id(),
            en: refusal.message(Lang::En),
            fr: refusal.message(Lang::Fr),
        }
    }
}

impl From<crate::rules::bloodbowl::Refusal> for Error {
    fn from(refusal: crate::rules::bloodbowl::Refusal) -> Self {
        Error::Refused {
            id: refusal.id(),
            en: refusal.message(Lang::En),
            fr: refusal.message(Lang::Fr),
        }
    }
}

#[cfg(test)]
impl BloodBowlFault {
    pub(super) fn examples() -> Vec<BloodBowlFault> {
        vec![
            BloodBowlFault::RosterNotFound {
                query: "elves".into(),
                rosters: vec!["human".into(), "orc".into()],
            },
            BloodBowlFault::FormatUnknown {
                format: "sevens".into(),
                formats: vec!["dungeonbowl".into()],
            },
            BloodBowlFault::RosterPackTaken {
                source: "house.toml".into(),
                roster: "human".into(),
            },
            BloodBowlFault::DungeonbowlResult { home: 2, away: 1 },
            BloodBowlFault::NotBloodBowlMatch {
                fixture: FixtureId(3),
                game: "dreadball".into(),
            },
            BloodBowlFault::PrematchRecorded {
                fixture: FixtureId(3),
            },
            BloodBowlFault::PrematchMissing {
                fixture: FixtureId(3),
            },
            BloodBowlFault::ReportOfOtherGame {
                game: "dreadball".into(),
            },
            BloodBowlFault::OwnStadiumUsed {
                team: "Reikland Reavers".into(),
                opponent: "Gouged Eye".into(),
            },
            BloodBowlFault::NoLandslide,
            BloodBowlFault::PlayoffDraw,
            BloodBowlFault::TreasuryIsBloodBowl,
            BloodBowlFault::BloodBowlOptions,
            BloodBowlFault::EventsAreDreadBall,
            BloodBowlFault::SheetAsOf,
            BloodBowlFault::DataOnly,
        ]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::BloodBowlTexts::ALL);
    }
}

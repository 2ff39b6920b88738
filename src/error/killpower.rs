//! What Killpower Ball's commands refuse besides the game's rules (which say it with
//! `KpbRefusal`): the deck of power cards, team size, the order of a match's steps.

use super::surface::Surface;
use super::words::{Wording, list, quote, variant_names};
use crate::data::Lang;
use crate::rules::Side;
use crate::rules::killpower::Mode;
use crate::tr::texts;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KillpowerFault {
    /// No card of the league's deck has this id.
    CardUnknown { id: i64, league: i64 },
    /// A card named for a gladiator that is not in the league's deck.
    CardNamed { name: String, cards: Vec<String> },
    /// A card name the league's deck already has.
    CardNameTaken { name: String },
    /// A card some gladiators hold (or a post-match kept) cannot leave the deck.
    CardInUse { name: String, holders: u32 },
    /// A line of a deck file that is not a card.
    DeckLine { line: usize, found: String },
    /// A deck file that is neither CSV nor JSON of cards.
    DeckFile { detail: String },
    /// A team is created with its seven gladiators, no more, no fewer.
    GladiatorCount { given: usize, needed: u8 },
    /// A gladiator description that is not NAME:SPECIALIZATION:EQUIPMENT.
    GladiatorSpec { given: String },
    /// A number no gladiator of that side wears.
    NoSuchNumber { side: Side, number: u32 },
    /// The pre-match of a match is done already.
    PrematchDone { fixture: i64 },
    /// The post-match of a match is done already.
    PostmatchDone { fixture: i64 },
    /// Resetting a match before a later one of the same teams.
    LaterMatch { fixture: i64, later: i64 },
    /// A drawn tournament or playoff match without free throws.
    DrawNeedsFreeThrows { fixture: i64 },
    /// Free throws entered for a match that is not a draw.
    FreeThrowsNotDrawn { fixture: i64 },
    /// Free throws entered for a championship's draw (not a playoff's): it stays a draw.
    ChampionshipDrawStays { fixture: i64 },
    /// Free throws entered for a playoff's draw the league settles by ranking points.
    DrawSettledByRanking { fixture: i64 },
    /// A tournament's teams come back as they were: no post-match steps.
    TournamentKeepsTeams,
    /// A command of the other mode (championship or tournament).
    WrongMode { league: i64, mode: Mode },
    /// A match report (or result detail) that does not read as Killpower Ball's.
    ReportShape { detail: String },
    /// A tournament bracket needs a power of two, at least two teams.
    TournamentTeams { teams: usize },
    /// A bare result with a landslide or casualties.
    ResultNotPoints,
    /// An experience raise of a characteristic the game does not have (or raise).
    StatUnknown { stat: String, raisable: String },
    /// A Killpower Ball team sheet as of a date or before a match (no history is kept).
    SheetAsOf,
    /// Player events in a Killpower Ball result.
    EventsAreDreadBall,
}

variant_names!(KillpowerFault: CardUnknown, CardNamed, CardNameTaken, CardInUse, DeckLine, DeckFile, GladiatorCount, GladiatorSpec, NoSuchNumber, PrematchDone, PostmatchDone, LaterMatch, DrawNeedsFreeThrows, FreeThrowsNotDrawn, ChampionshipDrawStays, DrawSettledByRanking, TournamentKeepsTeams, WrongMode, ReportShape, TournamentTeams, ResultNotPoints, StatUnknown, SheetAsOf, EventsAreDreadBall);

texts! { KillpowerTexts {
    CardUnknown => "league {} has no power card {}; the league's deck lists its cards and their numbers", "la ligue {} n'a pas de carte pouvoir {} ; le paquet de la ligue liste ses cartes et leurs numéros";
    CardNamed => "the league's deck has no card {}; its cards are: {}", "le paquet de la ligue n'a pas de carte {} ; ses cartes sont : {}";
    CardNameTaken => "the league's deck already has a card {}; give the new card another name or change the copies of that one", "le paquet de la ligue a déjà une carte {} ; donnez un autre nom à la nouvelle carte ou changez le nombre d'exemplaires de celle-ci";
    CardInUse => "card {} is held by {} gladiator(s) (or kept by a match's post-match); it stays in the deck while held", "la carte {} est détenue par {} gladiateur(s) (ou gardée par l'après-match d'un match) ; elle reste dans le paquet tant qu'elle est détenue";
    DeckLine => "line {} of the deck file is not a card: {}; each line is name,text,copies (text and copies may be left out)", "la ligne {} du fichier de paquet n'est pas une carte : {} ; chaque ligne est nom,texte,exemplaires (texte et exemplaires facultatifs)";
    DeckFile => "the deck file is neither CSV (name,text,copies) nor JSON (a list of cards, each with a name, a text and copies): {}", "le fichier de paquet n'est ni du CSV (nom,texte,exemplaires) ni du JSON (une liste de cartes, chacune avec name, text et copies) : {}";
    GladiatorCount => "a Killpower Ball team has {} gladiators; {} were given", "une équipe de Killpower Ball a {} gladiateurs ; {} ont été donnés";
    GladiatorSpec => "{} is not a gladiator: write NAME:SPECIALIZATION:EQUIPMENT, the equipment being gloves, armour, cards, or cards=ID+ID when powers are chosen", "{} n'est pas un gladiateur : écrivez NOM:SPÉCIALISATION:ÉQUIPEMENT, l'équipement étant gloves (gants), armour (armure), cards (cartes), ou cards=ID+ID quand les pouvoirs sont choisis";
    NoSuchNumber => "no gladiator of the {} team wears number {}", "aucun gladiateur de l'équipe {} ne porte le numéro {}";
    Home => "home", "à domicile";
    Away => "away", "à l'extérieur";
    PrematchDone => "match {} had its pre-match already; reset the match to roll it again", "le match {} a déjà son avant-match ; remettez le match à zéro pour le relancer";
    PostmatchDone => "match {} had its post-match already; reset the match to enter it again", "le match {} a déjà son après-match ; remettez le match à zéro pour le saisir à nouveau";
    LaterMatch => "match {} of the same teams was recorded after match {}: reset match {} first", "le match {} des mêmes équipes a été enregistré après le match {} : remettez d'abord le match {} à zéro";
    DrawNeedsFreeThrows => "match {} is drawn and must have a winner: enter the free throws that settled it", "le match {} est nul et doit avoir un vainqueur : saisissez les lancers francs qui l'ont départagé";
    FreeThrowsNotDrawn => "match {} is not a draw: free throws settle only a drawn tournament match", "le match {} n'est pas nul : les lancers francs ne départagent qu'un match nul de tournoi";
    ChampionshipDrawStays => "match {} is a championship match: its draw stays a draw, with no free throws (they settle a drawn tournament match, or a drawn playoff match as the league's playoff_draw setting says)", "le match {} est un match de championnat : son nul reste un nul, sans lancers francs (ils départagent un match nul de tournoi, ou un match nul de phase finale selon le réglage playoff_draw de la ligue)";
    DrawSettledByRanking => "match {} is a playoff match of a league whose playoff_draw setting is ranking: the side with more ranking points goes through, with no free throws (they are shot only when the ranking points are level)", "le match {} est un match de phase finale d'une ligue dont le réglage playoff_draw est ranking : l'équipe qui a le plus de points de classement passe, sans lancers francs (ils ne se tirent qu'à égalité de points de classement)";
    TournamentKeepsTeams => "in a tournament each team comes back as it was before its first match: there are no death risks, experience or replacements to enter", "en tournoi chaque équipe revient telle qu'elle était avant son premier match : il n'y a ni risque de mort, ni expérience, ni remplaçant à saisir";
    WrongMode => "league {} is a {}; this is not done there", "la ligue {} est {} ; cela ne s'y fait pas";
    Tournament => "tournament", "un tournoi";
    Championship => "championship", "un championnat";
    ReportShape => "not a Killpower Ball match report: {}; it holds home_score, away_score, and optionally ending, free_throws, out, home, away, dice, seed and played_on (see docs/killpower.md)", "ce n'est pas un rapport de match de Killpower Ball : {} ; il contient home_score, away_score, et au besoin ending, free_throws, out, home, away, dice, seed et played_on (voir docs/killpower.md)";
    TournamentTeams => "a single-elimination tournament needs 2, 4, 8, 16… teams; the season has {}", "un tournoi à élimination directe demande 2, 4, 8, 16… équipes ; la saison en a {}";
    ResultNotPoints => "refused: a Killpower Ball result is the points each side scored: no landslide, no casualty count", "refusé : un résultat de Killpower Ball est le nombre de points de chaque camp : ni victoire écrasante, ni nombre d'éliminations";
    StatUnknown => "refused: no characteristic \"{}\" to raise; experience raises {}", "refusé : aucune caractéristique « {} » à augmenter ; l'expérience augmente {}";
    SheetAsOf => "a Killpower Ball team sheet prints the team as it stands now: Dugout keeps no history of a Killpower Ball team, so it cannot print one as of a date or before a match; {}", "une feuille d'équipe Killpower Ball imprime l'équipe telle qu'elle est aujourd'hui : Dugout ne garde pas l'historique d'une équipe Killpower Ball, il ne peut donc pas l'imprimer à une date ni avant un match ; {}";
    LeaveOutDateCli => "leave out --as-of and --before-match", "retirez --as-of et --before-match";
    LeaveOutDateWindow => "leave the date empty", "laissez la date vide";
    EventsAreDreadBall => "player events{} are DreadBall's; a Killpower Ball result is the points each side scored", "les actions des joueurs{} sont propres à DreadBall ; un résultat de Killpower Ball, ce sont les points marqués par chaque camp";
    EventOptionCli => " (--event)", " (--event)";
} }

impl Wording for KillpowerFault {
    fn text(&self, surface: Surface, lang: Lang) -> String {
        let q = |text: &str| quote(text, surface, lang);
        let said = |text: KillpowerTexts, value: &dyn std::fmt::Display| text.fill(lang, &[value]);
        if let Some((text, fixture)) = self.about_a_match() {
            return said(text, &fixture);
        }
        match self {
            KillpowerFault::CardUnknown { id, league } => {
                KillpowerTexts::CardUnknown.fill(lang, &[league, id])
            }
            KillpowerFault::CardNamed { name, cards } => {
                KillpowerTexts::CardNamed.fill(lang, &[&q(name), &list(cards)])
            }
            KillpowerFault::CardNameTaken { name } => said(KillpowerTexts::CardNameTaken, &q(name)),
            KillpowerFault::CardInUse { name, holders } => {
                KillpowerTexts::CardInUse.fill(lang, &[&q(name), holders])
            }
            KillpowerFault::DeckLine { line, found } => {
                KillpowerTexts::DeckLine.fill(lang, &[line, &q(found)])
            }
            KillpowerFault::DeckFile { detail } => {
                said(KillpowerTexts::DeckFile, &detail.replace('`', "\""))
            }
            KillpowerFault::GladiatorCount { given, needed } => {
                KillpowerTexts::GladiatorCount.fill(lang, &[needed, given])
            }
            KillpowerFault::GladiatorSpec { given } => {
                said(KillpowerTexts::GladiatorSpec, &q(given))
            }
            KillpowerFault::NoSuchNumber { side, number } => {
                let side = match side {
                    Side::Home => KillpowerTexts::Home,
                    Side::Away => KillpowerTexts::Away,
                };
                KillpowerTexts::NoSuchNumber.fill(lang, &[&side.get(lang), number])
            }
            KillpowerFault::LaterMatch { fixture, later } => {
                KillpowerTexts::LaterMatch.fill(lang, &[later, fixture, later])
            }
            KillpowerFault::TournamentKeepsTeams => {
                KillpowerTexts::TournamentKeepsTeams.get(lang).into()
            }
            KillpowerFault::WrongMode { league, mode } => {
                let mode = match mode {
                    Mode::Tournament => KillpowerTexts::Tournament,
                    Mode::Championship => KillpowerTexts::Championship,
                };
                KillpowerTexts::WrongMode.fill(lang, &[league, &mode.get(lang)])
            }
            KillpowerFault::ReportShape { detail } => {
                said(KillpowerTexts::ReportShape, &detail.replace('`', "\""))
            }
            KillpowerFault::TournamentTeams { teams } => {
                said(KillpowerTexts::TournamentTeams, teams)
            }
            KillpowerFault::ResultNotPoints => {
                KillpowerTexts::ResultNotPoints.get(lang).to_string()
            }
            KillpowerFault::StatUnknown { stat, raisable } => {
                KillpowerTexts::StatUnknown.fill(lang, &[stat, raisable])
            }
            KillpowerFault::SheetAsOf => {
                let how = surface.pick(
                    KillpowerTexts::LeaveOutDateCli,
                    KillpowerTexts::LeaveOutDateWindow,
                );
                KillpowerTexts::SheetAsOf.fill(lang, &[&how.get(lang)])
            }
            KillpowerFault::EventsAreDreadBall => {
                let option = match surface {
                    Surface::Cli => KillpowerTexts::EventOptionCli.get(lang),
                    Surface::Window => "",
                };
                KillpowerTexts::EventsAreDreadBall.fill(lang, &[&option])
            }
            _ => String::new(),
        }
    }
}

impl KillpowerFault {
    /// A fault about one match's steps, worded with its number alone: the key and the
    /// match.
    fn about_a_match(&self) -> Option<(KillpowerTexts, i64)> {
        Some(match self {
            KillpowerFault::PrematchDone { fixture } => (KillpowerTexts::PrematchDone, *fixture),
            KillpowerFault::PostmatchDone { fixture } => (KillpowerTexts::PostmatchDone, *fixture),
            KillpowerFault::DrawNeedsFreeThrows { fixture } => {
                (KillpowerTexts::DrawNeedsFreeThrows, *fixture)
            }
            KillpowerFault::FreeThrowsNotDrawn { fixture } => {
                (KillpowerTexts::FreeThrowsNotDrawn, *fixture)
            }
            KillpowerFault::ChampionshipDrawStays { fixture } => {
                (KillpowerTexts::ChampionshipDrawStays, *fixture)
            }
            KillpowerFault::DrawSettledByRanking { fixture } => {
                (KillpowerTexts::DrawSettledByRanking, *fixture)
            }
            _ => return None,
        })
    }
}

#[cfg(test)]
impl KillpowerFault {
    pub(super) fn examples() -> Vec<KillpowerFault> {
        vec![
            KillpowerFault::CardUnknown { id: 4, league: 1 },
            KillpowerFault::CardNamed {
                name: "Firebal".into(),
                cards: vec!["Fireball".into()],
            },
            KillpowerFault::CardNameTaken {
                name: "Fireball".into(),
            },
            KillpowerFault::CardInUse {
                name: "Fireball".into(),
                holders: 2,
            },
            KillpowerFault::DeckLine {
                line: 3,
                found: ",,".into(),
            },
            KillpowerFault::DeckFile {
                detail: "expected value".into(),
            },
            KillpowerFault::GladiatorCount {
                given: 6,
                needed: 7,
            },
            KillpowerFault::GladiatorSpec {
                given: "Tom".into(),
            },
            KillpowerFault::NoSuchNumber {
                side: Side::Home,
                number: 9,
            },
            KillpowerFault::PrematchDone { fixture: 3 },
            KillpowerFault::PostmatchDone { fixture: 3 },
            KillpowerFault::LaterMatch {
                fixture: 3,
                later: 5,
            },
            KillpowerFault::DrawNeedsFreeThrows { fixture: 3 },
            KillpowerFault::FreeThrowsNotDrawn { fixture: 3 },
            KillpowerFault::ChampionshipDrawStays { fixture: 3 },
            KillpowerFault::DrawSettledByRanking { fixture: 3 },
            KillpowerFault::TournamentKeepsTeams,
            KillpowerFault::WrongMode {
                league: 1,
                mode: Mode::Tournament,
            },
            KillpowerFault::ReportShape {
                detail: "missing field `home_score`".into(),
            },
            KillpowerFault::TournamentTeams { teams: 6 },
            KillpowerFault::ResultNotPoints,
            KillpowerFault::StatUnknown {
                stat: "VIT".into(),
                raisable: "DEP, PHY".into(),
            },
            KillpowerFault::SheetAsOf,
            KillpowerFault::EventsAreDreadBall,
        ]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_texts_are_complete() {
        crate::tr::assert_complete(super::KillpowerTexts::ALL);
    }

    /// Player events in a Killpower Ball result are refused in Killpower Ball's terms
    /// (they were once refused with Blood Bowl's).
    #[test]
    fn player_events_are_refused_in_the_games_own_terms() {
        use super::{KillpowerFault, Surface, Wording};
        use crate::data::Lang;
        let said = KillpowerFault::EventsAreDreadBall.text(Surface::Cli, Lang::En);
        assert!(
            said.contains("a Killpower Ball result is the points"),
            "{said}"
        );
        assert!(!said.contains("Blood Bowl"), "{said}");
        let dit = KillpowerFault::EventsAreDreadBall.text(Surface::Window, Lang::Fr);
        assert!(
            dit.contains("Killpower Ball") && !dit.contains("--event"),
            "{dit}"
        );
    }
}

//! Every label the printed documents use, in English and French. The documents have
//! their own small table (the window's lives in `gui`, which the core never imports).

use crate::data::Lang;

macro_rules! labels {
    ($($key:ident => $en:expr, $fr:expr;)*) => {
        /// A printed label.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum L {
            $($key,)*
        }

        impl L {
            /// The label's (English, French) pair.
            fn pair(self) -> (&'static str, &'static str) {
                match self {
                    $(L::$key => ($en, $fr),)*
                }
            }
        }
    };
}

labels! {
    TeamSheet => "Team sheet", "Feuille d'équipe";
    MatchSheet => "Match sheet", "Feuille de match";
    Standings => "Standings", "Classement";
    Fixtures => "Fixtures", "Calendrier";
    Bracket => "Playoff", "Phase finale";
    Coach => "Coach", "Coach";
    Colon => ": ", " : ";
    Roster => "Roster", "Équipe de base";
    League => "League", "Ligue";
    AsOf => "As of", "Au";
    BeforeMatch => "Before match", "Avant le match";
    Treasury => "Treasury", "Trésorerie";
    TeamValue => "Team value", "Valeur d'équipe";
    CurrentTeamValue => "Current value (CTV)", "Valeur actuelle (VEA)";
    Rerolls => "Re-rolls", "Relances";
    DedicatedFans => "Dedicated fans", "Fans dévoués";
    AssistantCoaches => "Assistant coaches", "Coachs assistants";
    Apothecary => "Apothecary", "Apothicaire";
    Yes => "yes", "oui";
    No => "no", "non";
    NoPlayers => "No player yet.", "Aucun joueur pour l'instant.";
    MissNextGame => "MNG", "RPM";
    Value => "Value", "Valeur";
    Dice => "Coaching Dice", "Dés de Coaching";
    Cards => "DreadBall Cards", "Cartes DreadBall";
    Cheerleaders => "Cheerleaders", "Cheerleaders";
    Staff => "Staff", "Encadrement";
    Hack => "Hack", "Piratage";
    Players => "Players", "Joueurs";
    NoneYet => "none", "aucun";
    Number => "#", "N°";
    Name => "Name", "Nom";
    Position => "Position", "Poste";
    Mv => "Mv", "Mv";
    Str => "Str", "For";
    Spd => "Spd", "Vit";
    Skl => "Skl", "Hab";
    Arm => "Arm", "Arm";
    Skills => "Skills", "Compétences";
    Experience => "XP", "XP";
    Rank => "Rank", "Rang";
    Injuries => "Inj.", "Bless.";
    Mvp => "MVP", "MVP";
    FreeAgent => "Free agent", "Agent libre";
    HiredFor => "hired for match {} only", "engagé pour le match {} seulement";
    Mechanite => "Mechanite", "Mechanite";
    Mutant => "Mutant", "Mutant";
    BuiltFrom => "{}, built from: {}", "{}, construit avec : {}";
    GiantNote => "Giant: counts as 2 players on the pitch", "Géant : compte pour 2 joueurs sur le terrain";
    Glossary => "Skills on this sheet", "Compétences de cette feuille";
    NoSkills => "No player has a skill.", "Aucun joueur n'a de compétence.";
    RanksAt => "Ranks at {} experience (league setting)", "Rangs à {} d'expérience (réglage de la ligue)";
    RanksAtDefault => "Ranks at {} experience (Dugout's default, not a rulebook number)", "Rangs à {} d'expérience (valeur par défaut de Dugout, pas une règle)";
    Page => "page {} of {}", "page {} sur {}";
    PrintedBy => "Dugout", "Dugout";
    Guard => "Guard", "Guard";
    Jack => "Jack", "Jack";
    Striker => "Striker", "Striker";
    Keeper => "Keeper", "Keeper";
    Home => "Home", "Domicile";
    Away => "Away", "Extérieur";
    Match => "Match", "Match";
    Round => "Round {}", "Journée {}";
    PlayoffRound => "Playoff round {}", "Phase finale, tour {}";
    Date => "Date", "Date";
    NoDate => "no date", "sans date";
    Outsider => "Outsider: {}, bonus {}", "Outsider : {}, bonus {}";
    NoOutsider => "Equal team values: no outsider, no bonus", "Valeurs d'équipe égales : pas d'Outsider, pas de bonus";
    Bought => "Hired and rolled", "Engagés et tirés";
    NothingBought => "nothing hired or rolled", "rien d'engagé ni de tiré";
    BonusSpent => "{} from the bonus, {} from the treasury", "{} du bonus, {} de la trésorerie";
    RollLine => "free-agent table {}, die {}: {}", "table d'agents libres {}, dé {} : {}";
    RollPending => "to choose", "à choisir";
    CheerleadersAllowed => "Cheerleaders on the Score track: up to {} (owns {})", "Cheerleaders sur la ligne de Score : jusqu'à {} (en possède {})";
    Giants => "Giants hired: {} (each takes 2 of the 6 places)", "Géants engagés : {} (chacun occupe 2 des 6 places)";
    ScoreTrack => "Score track", "Ligne de Score";
    ScoreTrackHint => "Cross off each strike point; a lead of 7 ends the match by landslide.", "Barrez chaque point de strike ; une avance de 7 termine le match par victoire écrasante.";
    FinalScore => "Final score", "Score final";
    Landslide => "Landslide", "Victoire écrasante";
    Strikes => "Strikes", "Strikes";
    Injured => "Injured", "Blessé";
    Died => "Died", "Mort";
    XpGained => "XP", "XP";
    ManOfTheMatch => "Man of the match", "Homme du match";
    Played => "The result is recorded: {}–{}", "Le résultat est enregistré : {}–{}";
    Division => "Division {}", "Division {}";
    AboveOn => "{} above {} on {}", "{} devant {} (départage : {})";
    LevelOnAll => "{} and {} are level on every tie-breaker", "{} et {} sont à égalité sur tous les départages";
    PointsDefault => "Points: landslide win {}, win {}, draw {}, loss {} (Dugout's defaults, not quoted rules).", "Points : victoire écrasante {}, victoire {}, nul {}, défaite {} (valeurs par défaut de Dugout, pas des règles citées).";
    PointsSetting => "Points: landslide win {}, win {}, draw {}, loss {} (league setting; defaults 3/2/1/0).", "Points : victoire écrasante {}, victoire {}, nul {}, défaite {} (réglage de la ligue ; par défaut 3/2/1/0).";
    PointsDefaultNoBonus => "Points: win {}, draw {}, loss {} (Dugout's defaults, not quoted rules).", "Points : victoire {}, nul {}, défaite {} (valeurs par défaut de Dugout, pas des règles citées).";
    PointsSettingNoBonus => "Points: win {}, draw {}, loss {} (league setting; defaults {}/{}/{}).", "Points : victoire {}, nul {}, défaite {} (réglage de la ligue ; par défaut {}/{}/{}).";
    TieOrder => "Tie-breakers, in order: {}.", "Départages, dans l'ordre : {}.";
    NoTeams => "No team in this table yet.", "Aucune équipe dans ce tableau.";
    NoMatches => "No matches yet.", "Aucun match pour l'instant.";
    ToPlay => "to play", "à jouer";
    Bye => "bye: {}", "exempt : {}";
    Final => "Final", "Finale";
    SemiFinals => "Semi-finals", "Demi-finales";
    QuarterFinals => "Quarter-finals", "Quarts de finale";
    RoundOf => "Round {}", "Tour {}";
    BestOf => "best of {}", "au meilleur des {}";
    ByeThrough => "bye", "exempt";
    Champion => "Champion", "Champion";
        ToBeDecided => "to be decided", "à déterminer";
    Games => "matches {}", "matchs {}";
    Season => "Season", "Saison";
    Format => "Format", "Format";
    Tv => "TV", "VE";
    Ctv => "CTV", "VEA";
    PreMatch => "Pre-match", "Avant-match";
    NoPrematchYet => "No pre-match recorded yet: fill in the boxes at the table.", "Pas encore d'avant-match enregistré : remplissez les cases à la table.";
    Stadium => "Stadium", "Stade";
    Resident => "{} plays at home", "{} joue chez lui";
    Weather => "Weather", "Météo";
    FanFactor => "Fan factor", "Facteur de popularité";
    Journeymen => "Journeymen", "Journaliers";
    CtvWithJourneymen => "CTV with journeymen", "VEA avec journaliers";
    PettyCash => "Petty cash", "Petite monnaie";
    Inducements => "Inducements", "Coups de pouce";
    InducementLine => "{} × {} at {}", "{} × {} à {}";
    InducementsTotal => "total {}", "total {}";
    Prayers => "Prayers to Nuffle", "Prières à Nuffle";
    KicksOff => "Kicks off", "Engage";
    WonToss => "Won the coin toss", "A gagné le tirage au sort";
    SppLegend => "Star player points (SPP): {}", "Points de Star Player (PSP) : {}";
    CasualtySuffered => "Casualty suffered", "Blessure subie";
    MissesMatch => "misses this match (MNG)", "rate ce match (RPM)";
    TeamTotals => "Team totals", "Totaux des équipes";
    ScoreTouchdowns => "Score (touchdowns)", "Score (touchdowns)";
    CasualtiesInflicted => "Casualties inflicted", "Éliminations infligées";
    Winnings => "Winnings", "Gains";
    DungeonSetup => "Dungeon set-up", "Mise en place du donjon";
    SetupOrder => "Each coach places their pieces in turn, starting with the coach who won the coin toss; tick each one as it is placed.", "Chaque coach place ses éléments à tour de rôle, en commençant par celui qui a gagné le tirage au sort ; cochez chacun une fois posé.";
    SetupOrderKnown => "Each coach places their pieces in turn, starting with the coach who won the coin toss ({}); tick each one as it is placed.", "Chaque coach place ses éléments à tour de rôle, en commençant par celui qui a gagné le tirage au sort ({}) ; cochez chacun une fois posé.";
    PlayersAtStart => "Players ×{} on the end-zone tile", "Joueurs ×{} sur la tuile de zone de buts";
    DungeonRules => "Dungeonbowl rules in short", "Règles du Dungeonbowl en bref";
    EndsAt => "The match ends once {} touchdowns are scored or at the end of turn {}.", "Le match s'arrête dès que {} touchdowns sont marqués ou à la fin du tour {}.";
    NoWeather => "No weather roll.", "Pas de jet de météo.";
    NoKickOff => "No kick-off nor kick-off event.", "Ni coup d'envoi ni évènement de coup d'envoi.";
}

impl L {
    /// The label in `lang`.
    pub fn get(self, lang: Lang) -> &'static str {
        let (en, fr) = self.pair();
        lang.pick(en, fr)
    }

    /// The label in `lang` with each `{}` replaced by the next argument, in order.
    pub fn fill(self, lang: Lang, args: &[&dyn std::fmt::Display]) -> String {
        let mut out = String::new();
        let mut args = args.iter();
        let mut parts = self.get(lang).split("{}").peekable();
        while let Some(part) = parts.next() {
            out.push_str(part);
            if parts.peek().is_some()
                && let Some(arg) = args.next()
            {
                out.push_str(&arg.to_string());
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_placeholders_in_order() {
        assert_eq!(
            L::CheerleadersAllowed.fill(Lang::Fr, &[&2, &3]),
            "Cheerleaders sur la ligne de Score : jusqu'à 2 (en possède 3)"
        );
        assert_eq!(L::Round.fill(Lang::En, &[&4]), "Round 4");
    }

    #[test]
    fn every_label_has_both_languages() {
        for label in [L::TeamSheet, L::Glossary, L::GiantNote, L::PointsDefault] {
            assert!(!label.get(Lang::En).is_empty());
            assert_ne!(label.get(Lang::En), label.get(Lang::Fr));
        }
    }
}

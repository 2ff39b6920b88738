//! What a DreadBall team breaks, in English and French: the words for the rules'
//! `Violation`.

use std::fmt;

use crate::data::Lang;
use crate::data::dreadball::{BuildKind, Position};
use crate::rules::dreadball::Violation;

impl Violation {
    /// The message shown to the user, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.english(),
            Lang::Fr => self.french(),
        }
    }

    fn english(&self) -> String {
        use Violation::*;
        match self {
            TooManyPlayers {
                max,
                current,
                adding,
            } => format!(
                "a team has at most {max} players, MVPs and free agents included; it has {current}, so {adding} more would make {}",
                current + adding
            ),
            NotEnoughMoney {
                cost_mc,
                treasury_mc,
            } => format!(
                "this costs {cost_mc}mc but the treasury holds {treasury_mc}mc; the treasury may never go below 0"
            ),
            NegativeTreasury { treasury_mc } => {
                format!("the treasury is {treasury_mc}mc; it may never go below 0")
            }
            PositionNotInRoster {
                position,
                roster,
                allowed,
            } => format!(
                "`{position}` is not a position of the {roster} roster; allowed: {}",
                list_or_none(allowed, "none")
            ),
            PositionNotHireable { position, roster } => format!(
                "{position} has no hiring cost in the {roster} roster (it is another form of a player, not a position you can hire)"
            ),
            NeedsBuilder { roster, builder } => format!(
                "the {roster} have no fixed positions: design each player with the {builder} builder"
            ),
            RoleNotInRoster {
                player,
                role,
                roster,
            } => {
                format!(
                    "player #{player} plays `{role}`, which is not a position of the {roster} roster"
                )
            }
            TooManyCheerleaders {
                max,
                current,
                adding,
            } => format!(
                "a team has at most {max} cheerleaders; it has {current}, so {adding} more would make {}",
                current + adding
            ),
            StaffAlreadyHired { kind } => format!(
                "the team already has its {kind} assistant: one of each kind (offensive, defensive, support) at most"
            ),
            TooManyStaff { max, current } => {
                format!("a team has at most {max} coaching staff; it has {current}")
            }
            CountMustBePositive => "the count must be at least 1".to_string(),
            NumberOutOfRange { number, min, max } => {
                format!("shirt number {number} is not allowed; use {min} to {max}")
            }
            NumberTaken { number } => {
                format!("shirt number {number} is already worn by another player of this team")
            }
            DuplicateNumber { number } => format!("two players wear shirt number {number}"),
            NoSuchPlayer { number } => format!("this team has no player #{number}"),
            NameEmpty => "the name must not be empty".to_string(),
            NameControl => crate::rules::names::NameProblem::Control.message(crate::data::Lang::En),
            NameTooLong { max } => format!("the name is too long: at most {max} characters"),
            LineupUnknown { roster } => format!(
                "the reference card gives no starting line-up for the {roster}: create the team with a budget (--budget MC)"
            ),
            PartNotFound {
                category,
                query,
                allowed,
            } => format!(
                "`{query}` is not a Mechanite {} part; allowed: {}",
                category.name(Lang::En),
                list_or_none(allowed, "none")
            ),
            PartNotForPosition {
                part,
                position,
                allowed,
            } => format!(
                "{part} does not fit a {} robot; it is for: {}",
                position.id(),
                positions(allowed)
            ),
            ArmCount { required, given } => format!(
                "a Mechanite takes exactly {required} arms, one for each side; {given} given"
            ),
            JackNeedsStarredArm { starred } => format!(
                "a Jack robot needs at least one arm marked *: {}",
                list_or_none(starred, "none")
            ),
            ProgramTwice { program } => {
                format!("{program} is taken twice; each programming option at most once")
            }
            MutantPositionNotFound { query, allowed } => format!(
                "`{query}` is not a Mutant position; allowed: {}",
                list_or_none(allowed, "none")
            ),
            UpgradeNotFound {
                query,
                position,
                allowed,
            } => format!(
                "`{query}` is not a Mutant upgrade; the {} upgrades are: {}",
                position.id(),
                list_or_none(allowed, "none")
            ),
            UpgradeNotForPosition {
                upgrade,
                upgrade_position,
                position,
            } => format!(
                "{upgrade} is a {} upgrade; a {} takes only {} upgrades (no mixing positions)",
                upgrade_position.id(),
                position.id(),
                position.id()
            ),
            AmbiguousUpgrade { query, candidates } => format!(
                "`{query}` names several upgrades; give the id: {}",
                candidates.join(", ")
            ),
            BodyPartTwice {
                body_part,
                first,
                second,
            } => format!(
                "{first} and {second} both upgrade the {}; each body part is upgraded at most once",
                body_part.name(Lang::En)
            ),
            WrongBuilder {
                roster,
                builder,
                rosters,
            } => format!(
                "the {roster} do not field {}; teams that do: {}",
                builder_plural(*builder, Lang::En),
                list_or_none(rosters, "none")
            ),
            LandslideTooClose { lead, needed } => format!(
                "a landslide needs a lead of at least {needed} strike points; the winner leads by {lead}"
            ),
            LeadNeedsLandslide { lead, needed } => format!(
                "a lead of {lead} strike points ends the match by landslide (it ends as soon as a team leads by {needed}); mark it as a landslide or check the score"
            ),
            PlayoffDraw => {
                "a playoff game needs a winner: enter the score after the tie was broken"
                    .to_string()
            }
            MatchDay(refusal) => refusal.message(Lang::En),
        }
    }

    fn french(&self) -> String {
        use Violation::*;
        match self {
            TooManyPlayers {
                max,
                current,
                adding,
            } => format!(
                "une équipe compte au plus {max} joueurs, MVP et Agents Libres inclus ; elle en a {current}, {adding} de plus en ferait {}",
                current + adding
            ),
            NotEnoughMoney {
                cost_mc,
                treasury_mc,
            } => format!(
                "cela coûte {cost_mc}mc mais la trésorerie contient {treasury_mc}mc ; elle ne peut jamais passer sous 0"
            ),
            NegativeTreasury { treasury_mc } => {
                format!("la trésorerie est de {treasury_mc}mc ; elle ne peut jamais passer sous 0")
            }
            PositionNotInRoster {
                position,
                roster,
                allowed,
            } => format!(
                "« {position} » n'est pas un poste de l'équipe {roster} ; postes permis : {}",
                list_or_none(allowed, "aucun")
            ),
            PositionNotHireable { position, roster } => format!(
                "{position} n'a pas de coût d'achat chez les {roster} (c'est une autre forme d'un joueur, pas un poste à recruter)"
            ),
            NeedsBuilder { roster, builder } => format!(
                "les {roster} n'ont pas de postes fixes : concevez chaque joueur avec l'atelier {builder}"
            ),
            RoleNotInRoster {
                player,
                role,
                roster,
            } => {
                format!(
                    "le joueur n°{player} joue « {role} », qui n'est pas un poste de l'équipe {roster}"
                )
            }
            TooManyCheerleaders {
                max,
                current,
                adding,
            } => format!(
                "une équipe a au plus {max} cheerleaders ; elle en a {current}, {adding} de plus en ferait {}",
                current + adding
            ),
            StaffAlreadyHired { kind } => format!(
                "l'équipe a déjà son assistant {kind} : un seul de chaque type (offensif, défensif, soutien)"
            ),
            TooManyStaff { max, current } => {
                format!("une équipe a au plus {max} membres d'encadrement ; elle en a {current}")
            }
            CountMustBePositive => "le nombre doit être d'au moins 1".to_string(),
            NumberOutOfRange { number, min, max } => {
                format!("le numéro {number} n'est pas permis ; utilisez {min} à {max}")
            }
            NumberTaken { number } => {
                format!("le numéro {number} est déjà porté par un autre joueur de l'équipe")
            }
            DuplicateNumber { number } => format!("deux joueurs portent le numéro {number}"),
            NoSuchPlayer { number } => format!("l'équipe n'a pas de joueur n°{number}"),
            NameEmpty => "le nom ne doit pas être vide".to_string(),
            NameControl => crate::rules::names::NameProblem::Control.message(crate::data::Lang::Fr),
            NameTooLong { max } => format!("le nom est trop long : {max} caractères au plus"),
            LineupUnknown { roster } => format!(
                "la fiche ne donne pas d'équipe initiale pour les {roster} : créez l'équipe avec un budget (--budget MC)"
            ),
            PartNotFound {
                category,
                query,
                allowed,
            } => format!(
                "« {query} » n'est pas une pièce de Mechanite de type {} ; pièces permises : {}",
                category.name(Lang::Fr),
                list_or_none(allowed, "aucune")
            ),
            PartNotForPosition {
                part,
                position,
                allowed,
            } => format!(
                "{part} ne convient pas à un robot {} ; réservé à : {}",
                position.id(),
                positions(allowed)
            ),
            ArmCount { required, given } => format!(
                "un Mechanite prend exactement {required} bras, un de chaque côté ; {given} donnés"
            ),
            JackNeedsStarredArm { starred } => format!(
                "un robot Jack doit prendre au moins un bras marqué d'un * : {}",
                list_or_none(starred, "aucun")
            ),
            ProgramTwice { program } => {
                format!("{program} est pris deux fois ; chaque programmation au plus une fois")
            }
            MutantPositionNotFound { query, allowed } => format!(
                "« {query} » n'est pas un poste de Mutant ; postes permis : {}",
                list_or_none(allowed, "aucun")
            ),
            UpgradeNotFound {
                query,
                position,
                allowed,
            } => format!(
                "« {query} » n'est pas une amélioration de Mutant ; améliorations des {} : {}",
                position.id(),
                list_or_none(allowed, "aucune")
            ),
            UpgradeNotForPosition {
                upgrade,
                upgrade_position,
                position,
            } => format!(
                "{upgrade} est une amélioration de {} ; un {} ne prend que des améliorations de {} (pas de mélange de postes)",
                upgrade_position.id(),
                position.id(),
                position.id()
            ),
            AmbiguousUpgrade { query, candidates } => format!(
                "« {query} » désigne plusieurs améliorations ; donnez l'identifiant : {}",
                candidates.join(", ")
            ),
            BodyPartTwice {
                body_part,
                first,
                second,
            } => format!(
                "{first} et {second} améliorent tous deux la partie « {} » ; chaque partie du corps n'est améliorée qu'une fois",
                body_part.name(Lang::Fr)
            ),
            WrongBuilder {
                roster,
                builder,
                rosters,
            } => format!(
                "les {roster} n'alignent pas de {} ; équipes qui en alignent : {}",
                builder_plural(*builder, Lang::Fr),
                list_or_none(rosters, "aucune")
            ),
            LandslideTooClose { lead, needed } => format!(
                "une victoire écrasante demande une avance d'au moins {needed} points ; le vainqueur mène de {lead}"
            ),
            LeadNeedsLandslide { lead, needed } => format!(
                "une avance de {lead} points termine le match par victoire écrasante (il s'arrête dès qu'une équipe mène de {needed}) ; cochez la victoire écrasante ou vérifiez le score"
            ),
            PlayoffDraw => {
                "un match de phase finale doit avoir un vainqueur : saisissez le score après le départage".to_string()
            }
            MatchDay(refusal) => refusal.message(Lang::Fr),
        }
    }
}

fn positions(allowed: &[Position]) -> String {
    allowed
        .iter()
        .map(|p| p.id())
        .collect::<Vec<_>>()
        .join(", ")
}

fn builder_plural(builder: BuildKind, lang: Lang) -> &'static str {
    match builder {
        BuildKind::Mechanite => "Mechanites",
        BuildKind::Mutant => lang.pick("Mutants", "Mutants"),
        BuildKind::Roster => lang.pick("roster players", "joueurs de la fiche"),
    }
}

fn list_or_none(items: &[String], none: &str) -> String {
    if items.is_empty() {
        none.to_string()
    } else {
        items.join(", ")
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}

//! A standings table's columns and their headings, in the game's words: the window and
//! the printed standings show the same.

use super::signed;
use crate::coach::StandingLine;
use crate::data::Lang;
use crate::games::Game;
use crate::tr::texts;

texts! { Heading {
    Position => "Pos", "Pl.";
    Team => "Team", "Équipe";
    Played => "P", "J";
    Won => "W", "G";
    Drawn => "D", "N";
    Lost => "L", "P";
    Landslides => "LS", "VE";
    Points => "Pts", "Pts";
    StrikesFor => "SF", "SM";
    StrikesAgainst => "SA", "SE";
    Difference => "SD", "Diff";
    CasualtiesFor => "CAS+", "ÉLI+";
    CasualtiesAgainst => "CAS-", "ÉLI-";
} }

/// A standings table's columns, in order: the window and the printed standings show
/// the same headings and values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StandingsColumn {
    Position,
    Team,
    Played,
    Won,
    Drawn,
    Lost,
    Landslides,
    Points,
    StrikesFor,
    StrikesAgainst,
    Difference,
    CasualtiesFor,
    CasualtiesAgainst,
}

impl StandingsColumn {
    pub const ALL: [StandingsColumn; 11] = [
        StandingsColumn::Position,
        StandingsColumn::Team,
        StandingsColumn::Played,
        StandingsColumn::Won,
        StandingsColumn::Drawn,
        StandingsColumn::Lost,
        StandingsColumn::Landslides,
        StandingsColumn::Points,
        StandingsColumn::StrikesFor,
        StandingsColumn::StrikesAgainst,
        StandingsColumn::Difference,
    ];

    /// The columns a table of `game` shows: no landslides where the game has no bonus
    /// win, casualties where it counts them.
    pub fn for_game(game: &dyn Game) -> Vec<StandingsColumn> {
        let mut columns: Vec<StandingsColumn> = StandingsColumn::ALL
            .into_iter()
            .filter(|c| *c != StandingsColumn::Landslides || game.has_bonus_win())
            .collect();
        if game.counts_casualties() {
            columns.extend([
                StandingsColumn::CasualtiesFor,
                StandingsColumn::CasualtiesAgainst,
            ]);
        }
        columns
    }

    /// The column's short heading in `game`'s words (touchdowns or strikes).
    pub fn heading_for(self, game: &dyn Game, lang: Lang) -> &'static str {
        let [scored, conceded, difference] = game.score_headings(lang);
        match self {
            StandingsColumn::StrikesFor => scored,
            StandingsColumn::StrikesAgainst => conceded,
            StandingsColumn::Difference => difference,
            other => other.heading(lang),
        }
    }

    /// The column's short heading.
    pub fn heading(self, lang: Lang) -> &'static str {
        let heading = match self {
            StandingsColumn::Position => Heading::Position,
            StandingsColumn::Team => Heading::Team,
            StandingsColumn::Played => Heading::Played,
            StandingsColumn::Won => Heading::Won,
            StandingsColumn::Drawn => Heading::Drawn,
            StandingsColumn::Lost => Heading::Lost,
            StandingsColumn::Landslides => Heading::Landslides,
            StandingsColumn::Points => Heading::Points,
            StandingsColumn::StrikesFor => Heading::StrikesFor,
            StandingsColumn::StrikesAgainst => Heading::StrikesAgainst,
            StandingsColumn::Difference => Heading::Difference,
            StandingsColumn::CasualtiesFor => Heading::CasualtiesFor,
            StandingsColumn::CasualtiesAgainst => Heading::CasualtiesAgainst,
        };
        heading.get(lang)
    }

    /// What `line` shows in this column.
    pub fn value(self, line: &StandingLine) -> String {
        match self {
            StandingsColumn::Position => line.position.to_string(),
            StandingsColumn::Team => line.team.clone(),
            StandingsColumn::Played => line.played.to_string(),
            StandingsColumn::Won => line.won.to_string(),
            StandingsColumn::Drawn => line.drawn.to_string(),
            StandingsColumn::Lost => line.lost.to_string(),
            StandingsColumn::Landslides => line.bonus_wins.to_string(),
            StandingsColumn::Points => line.points.to_string(),
            StandingsColumn::StrikesFor => line.scored_for.to_string(),
            StandingsColumn::StrikesAgainst => line.conceded.to_string(),
            StandingsColumn::Difference => signed(line.score_difference),
            StandingsColumn::CasualtiesFor => line.casualties_for.to_string(),
            StandingsColumn::CasualtiesAgainst => line.casualties_against.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_headings_are_complete() {
        crate::tr::assert_complete(super::Heading::ALL);
    }
}

//! Printing from the window: a screen asks for a document, the user chooses where to
//! save it (a file, or a folder for a league's sheets one file per team), the PDF is
//! made on a worker thread (a progress bar follows a league's sheets), then it is
//! opened in the desktop's viewer. The documents themselves come from `crate::sheet`.

use std::path::{Path, PathBuf};

use iced::futures::channel::mpsc;
use iced::widget::{button, column, progress_bar, row, text};
use iced::{Alignment, Element, Length, Task};

use super::db::Db;
use super::failure::Failure;
use super::picker::{FilePicker, fallback_target};
use super::tr::{Text, fill, tr};
use super::viewer::{NotShown, Viewer};
use super::widgets::caption;
use crate::coach::AsOf;
use crate::data::Lang;
use crate::sheet::{self, SheetOptions};
use crate::store::{FixtureId, LeagueId, PlayoffId, SeasonId, TeamId};

/// A document a screen can print; `name` is what the file is named after.
#[derive(Debug, Clone, PartialEq)]
pub enum Document {
    Team {
        team: TeamId,
        name: String,
        as_of: AsOf,
    },
    Match {
        fixture: FixtureId,
    },
    Standings {
        season: SeasonId,
        name: String,
    },
    Fixtures {
        season: SeasonId,
        name: String,
    },
    Bracket {
        playoff: PlayoffId,
        name: String,
    },
    /// A Killpower Ball league's ranking sheet (its championship table).
    Championship {
        league: LeagueId,
        name: String,
    },
    /// Every team sheet of a league: in one PDF, or one file per team in a folder.
    LeagueSheets {
        league: LeagueId,
        name: String,
        one_file: bool,
    },
}

impl Document {
    /// Whether the user chooses a folder rather than a file.
    fn wants_folder(&self) -> bool {
        matches!(
            self,
            Document::LeagueSheets {
                one_file: false,
                ..
            }
        )
    }

    /// What is being printed, for the dialog's title and the progress line.
    fn label(&self, lang: Lang) -> &'static str {
        tr(
            lang,
            match self {
                Document::Team { .. } => Text::DocTeamSheet,
                Document::Match { .. } => Text::DocMatchSheet,
                Document::Standings { .. } => Text::DocStandings,
                Document::Fixtures { .. } => Text::DocFixtures,
                Document::Bracket { .. } => Text::DocBracket,
                Document::Championship { .. } => Text::DocChampionship,
                Document::LeagueSheets { .. } => Text::DocLeagueSheets,
            },
        )
    }

    /// The file name the save dialog offers.
    pub fn suggested_file(&self, lang: Lang) -> String {
        let named = |name: &str, what: Text| {
            let stem = [sheet::slug(name), sheet::slug(tr(lang, what))]
                .into_iter()
                .filter(|part| !part.is_empty())
                .collect::<Vec<_>>()
                .join("-");
            format!("{stem}.pdf")
        };
        match self {
            Document::Team { team, name, .. } => sheet::file_name(team.0, name),
            Document::Match { fixture } => {
                format!("{}-{}.pdf", tr(lang, Text::FileMatch), fixture.0)
            }
            Document::Standings { name, .. } => named(name, Text::DocStandings),
            Document::Fixtures { name, .. } => named(name, Text::DocFixtures),
            Document::Bracket { name, .. } => named(name, Text::DocBracket),
            Document::Championship { name, .. } => named(name, Text::DocChampionship),
            Document::LeagueSheets { name, .. } => named(name, Text::FileSheets),
        }
    }
}

/// What was saved: a PDF, or a folder of them.
#[derive(Debug, Clone, PartialEq)]
pub struct Saved {
    pub path: PathBuf,
    pub files: usize,
}

#[derive(Debug, Clone)]
pub enum Message {
    /// Where to save the document; `None` when the dialog was cancelled.
    Target(Document, Option<PathBuf>),
    /// Where the document goes when no dialog could ask (`fallback_target`).
    Unasked(Document, PathBuf),
    Progress(usize, usize),
    Finished(Result<Saved, Failure>),
    ShowAgain,
    Dismissed,
}

/// Where printing stands, shown in a bar under the navigation.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Printing {
    #[default]
    Idle,
    Working {
        label: &'static str,
        done: usize,
        total: usize,
        /// Saved where no dialog asked (none could open).
        unasked: bool,
    },
    Done {
        saved: Saved,
        /// Why the viewer could not be opened, if it could not.
        not_shown: Option<NotShown>,
        /// Saved in the documents folder because no dialog could open.
        unasked: bool,
    },
    Failed(Failure),
}

impl Printing {
    pub fn is_working(&self) -> bool {
        matches!(self, Printing::Working { .. })
    }

    /// Asks where to save `document`. Refused (with the reason) while another
    /// document is being made. Where no dialog can open, the document goes to the
    /// documents folder (or beside the league file `beside`), and the window says so.
    pub fn request(
        &self,
        document: Document,
        picker: &dyn FilePicker,
        beside: &Path,
        lang: Lang,
    ) -> Result<Task<Message>, String> {
        if self.is_working() {
            return Err(tr(lang, Text::PrintBusy).to_string());
        }
        if !picker.can_ask() {
            let target = fallback_target(&document.suggested_file(lang), beside);
            let target = if document.wants_folder() {
                target.with_extension("")
            } else {
                target
            };
            return Ok(Task::done(Message::Unasked(document, target)));
        }
        let label = document.label(lang);
        let picked = if document.wants_folder() {
            picker.folder(fill(tr(lang, Text::ChooseFolderFor), &[label]))
        } else {
            let title = fill(tr(lang, Text::SavePdfOf), &[label]);
            picker.save_pdf(title, document.suggested_file(lang))
        };
        Ok(Task::perform(picked, move |path| {
            Message::Target(document, path)
        }))
    }

    pub fn update(
        &mut self,
        message: Message,
        db: Option<&Db>,
        viewer: &dyn Viewer,
        options: SheetOptions,
    ) -> Task<Message> {
        match message {
            Message::Target(_, None) => Task::none(),
            Message::Target(document, Some(path)) => match db {
                Some(db) => self.start(document, path, db, options, false),
                None => Task::none(),
            },
            Message::Unasked(document, path) => match db {
                Some(db) => {
                    if document.wants_folder()
                        && let Err(error) = std::fs::create_dir_all(&path)
                    {
                        *self = Printing::Failed(Failure::plain(
                            format!("{}: {error}", path.display()),
                            None,
                        ));
                        return Task::none();
                    }
                    self.start(document, path, db, options, true)
                }
                None => Task::none(),
            },
            Message::Progress(done, total) => {
                if let Printing::Working { label, unasked, .. } = *self {
                    *self = Printing::Working {
                        label,
                        done,
                        total,
                        unasked,
                    };
                }
                Task::none()
            }
            Message::Finished(Ok(saved)) => {
                let unasked = matches!(self, Printing::Working { unasked: true, .. });
                let not_shown = viewer.show(&saved.path).err();
                *self = Printing::Done {
                    saved,
                    not_shown,
                    unasked,
                };
                Task::none()
            }
            Message::Finished(Err(failure)) => {
                *self = Printing::Failed(failure);
                Task::none()
            }
            Message::ShowAgain => {
                if let Printing::Done {
                    saved, not_shown, ..
                } = self
                {
                    *not_shown = viewer.show(&saved.path).err();
                }
                Task::none()
            }
            Message::Dismissed => {
                if !self.is_working() {
                    *self = Printing::Idle;
                }
                Task::none()
            }
        }
    }

    /// Makes and saves the document on a worker thread; a league's sheets report
    /// their progress as they go.
    fn start(
        &mut self,
        document: Document,
        path: PathBuf,
        db: &Db,
        options: SheetOptions,
        unasked: bool,
    ) -> Task<Message> {
        let path = if document.wants_folder() {
            path
        } else {
            with_pdf_extension(path)
        };
        *self = Printing::Working {
            label: document.label(options.lang),
            done: 0,
            total: 0,
            unasked,
        };
        let (sender, receiver) = mpsc::unbounded();
        let made = db.call(options.lang, move |store, _| {
            let progress = |done: usize, total: usize| {
                let _ = sender.unbounded_send((done, total));
            };
            save(store, &document, &path, &options, progress)
        });
        Task::batch([
            Task::perform(made, Message::Finished),
            Task::run(receiver, |(done, total)| Message::Progress(done, total)),
        ])
    }

    /// The bar under the navigation, when there is something to say.
    pub fn view(&self, lang: Lang) -> Option<Element<'_, Message>> {
        let dismiss = || {
            button(caption(tr(lang, Text::Dismiss)))
                .style(crate::gui::style::button::quiet)
                .on_press(Message::Dismissed)
        };
        let bar: Element<'_, Message> = match self {
            Printing::Idle => return None,
            Printing::Working {
                label, done, total, ..
            } => {
                let line = if *total > 0 {
                    fill(
                        tr(lang, Text::PrintingCount),
                        &[label, &done.to_string(), &total.to_string()],
                    )
                } else {
                    fill(tr(lang, Text::PrintingOne), &[label])
                };
                let share = if *total > 0 {
                    *done as f32 / *total as f32
                } else {
                    0.0
                };
                row![
                    text(line),
                    progress_bar(0.0..=1.0, share).length(Length::Fixed(240.0))
                ]
                .spacing(12)
                .align_y(Alignment::Center)
                .into()
            }
            Printing::Done {
                saved,
                not_shown,
                unasked,
            } => {
                let mut lines = column![text(saved_line(saved, lang))].spacing(4);
                if *unasked {
                    lines = lines.push(caption(tr(lang, Text::NoDialogSaved)));
                }
                let folder = saved.path.is_dir();
                if let Some(reason) = not_shown {
                    lines =
                        lines.push(text(not_shown_line(reason, folder, lang)).style(text::danger));
                }
                let again = if folder {
                    Text::ShowFolder
                } else {
                    Text::OpenPdf
                };
                row![
                    lines,
                    button(caption(tr(lang, again)))
                        .style(crate::gui::style::button::secondary)
                        .on_press(Message::ShowAgain),
                    dismiss()
                ]
                .spacing(12)
                .align_y(Alignment::Center)
                .into()
            }
            Printing::Failed(failure) => row![
                text(fill(
                    tr(lang, Text::PrintFailed),
                    &[&failure.full_text(lang)]
                ))
                .style(text::danger),
                dismiss()
            ]
            .spacing(12)
            .align_y(Alignment::Center)
            .into(),
        };
        Some(bar)
    }
}

/// Why the saved file or folder could not be shown, in words.
fn not_shown_line(reason: &NotShown, folder: bool, lang: Lang) -> String {
    match (reason, folder) {
        (NotShown::NoOpener { program }, false) => fill(tr(lang, Text::NoViewer), &[program]),
        (NotShown::NoOpener { program }, true) => fill(tr(lang, Text::NoFolderViewer), &[program]),
        (NotShown::Failed(reason), false) => fill(tr(lang, Text::ViewerFailed), &[reason]),
        (NotShown::Failed(reason), true) => fill(tr(lang, Text::FolderViewerFailed), &[reason]),
    }
}

fn saved_line(saved: &Saved, lang: Lang) -> String {
    let path = saved.path.display().to_string();
    if saved.path.is_dir() {
        fill(
            tr(lang, Text::SavedFiles),
            &[&saved.files.to_string(), &path],
        )
    } else {
        fill(tr(lang, Text::SavedPdf), &[&path])
    }
}

/// A file name without ".pdf" gets it (dialogs do not always add it).
fn with_pdf_extension(path: PathBuf) -> PathBuf {
    let is_pdf = path
        .extension()
        .is_some_and(|extension| extension.eq_ignore_ascii_case("pdf"));
    if is_pdf {
        path
    } else {
        let mut name = path.clone().into_os_string();
        name.push(".pdf");
        PathBuf::from(name)
    }
}

/// Makes `document` and writes it to `path` (a folder for one file per team).
fn save(
    store: &mut crate::store::Store,
    document: &Document,
    path: &Path,
    options: &SheetOptions,
    progress: impl FnMut(usize, usize),
) -> crate::Result<Saved> {
    let bytes = match document {
        Document::Team { team, as_of, .. } => sheet::team_document(store, *team, *as_of, options)?,
        Document::Match { fixture } => sheet::match_document(store, *fixture, options)?,
        Document::Standings { season, .. } => sheet::standings_document(store, *season, options)?,
        Document::Fixtures { season, .. } => sheet::fixtures_document(store, *season, options)?,
        Document::Bracket { playoff, .. } => sheet::bracket_document(store, *playoff, options)?,
        Document::Championship { league, .. } => {
            sheet::championship_document(store, *league, options)?
        }
        Document::LeagueSheets {
            league,
            one_file: true,
            ..
        } => sheet::league_sheets_pdf(store, *league, AsOf::Now, options, progress)?,
        Document::LeagueSheets { league, .. } => {
            let written =
                sheet::league_sheet_files(store, *league, AsOf::Now, options, path, progress)?;
            return Ok(Saved {
                path: path.to_path_buf(),
                files: written.len(),
            });
        }
    };
    sheet::write_atomic(path, &bytes)?;
    Ok(Saved {
        path: path.to_path_buf(),
        files: 1,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pdf_extension_is_added_once() {
        assert_eq!(
            with_pdf_extension(PathBuf::from("/tmp/sheet")),
            PathBuf::from("/tmp/sheet.pdf")
        );
        assert_eq!(
            with_pdf_extension(PathBuf::from("/tmp/Sheet.PDF")),
            PathBuf::from("/tmp/Sheet.PDF")
        );
    }

    #[test]
    fn suggested_files_are_named_after_the_document() {
        let standings = Document::Standings {
            season: SeasonId(1),
            name: "Saison d'été 2026".into(),
        };
        assert_eq!(
            standings.suggested_file(Lang::Fr),
            "saison-d-été-2026-classement.pdf"
        );
        assert_eq!(
            standings.suggested_file(Lang::En),
            "saison-d-été-2026-standings.pdf"
        );
        let team = Document::Team {
            team: TeamId(5),
            name: "Kovoss Kreations".into(),
            as_of: AsOf::Now,
        };
        assert_eq!(team.suggested_file(Lang::En), "005-kovoss-kreations.pdf");
    }
}

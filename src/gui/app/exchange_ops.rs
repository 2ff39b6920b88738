//! Export and import in the window: the screens ask (`Exchange`), the root opens the file
//! dialog, shows what an import would add and asks before writing it.

use std::path::PathBuf;

use iced::{Element, Task};

use super::{App, Message};
use crate::exchange::{self, ImportSummary};
use crate::gui::exchange::Exchange;
use crate::gui::failure::Failure;
use crate::gui::notice::Notice;
use crate::gui::picker::FileKind;
use crate::gui::tr::{Text, fill, tr};

#[derive(Debug, Clone)]
pub enum ExchangeMessage {
    Requested(Exchange),
    Picked(Exchange, Option<PathBuf>),
    Exported(Result<PathBuf, Failure>),
    Previewed(Exchange, PathBuf, Result<ImportSummary, Failure>),
    ConfirmPressed,
    CancelPressed,
    Imported(Result<ImportSummary, Failure>),
}

/// An import checked and shown, waiting for the user's yes.
#[derive(Debug, Clone)]
pub struct PendingImport {
    request: Exchange,
    path: PathBuf,
    summary: ImportSummary,
}

fn wrap(message: ExchangeMessage) -> Message {
    Message::Exchange(message)
}

/// A file name offered for an export: the name, made safe for any file system.
fn file_name(name: &str) -> String {
    let safe: String = name
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' {
                c
            } else {
                '-'
            }
        })
        .collect();
    format!("{}.json", safe.trim_matches('-'))
}

impl App {
    pub(super) fn exchange_message(&mut self, message: ExchangeMessage) -> Task<Message> {
        match message {
            ExchangeMessage::Requested(request) => self.ask_exchange_file(request),
            ExchangeMessage::Picked(_, None) => Task::none(),
            ExchangeMessage::Picked(request, Some(path)) => self.exchange_picked(request, path),
            ExchangeMessage::Exported(result) => {
                self.notice = Some(match result {
                    Ok(path) => self.saved_notice(Text::Exported, &path),
                    Err(failure) => Notice::problem(failure.full_text(self.lang())),
                });
                Task::none()
            }
            ExchangeMessage::Previewed(request, path, result) => {
                match result {
                    Ok(summary) => {
                        self.pending_import = Some(PendingImport {
                            request,
                            path,
                            summary,
                        });
                    }
                    Err(failure) => {
                        self.notice = Some(Notice::problem(failure.full_text(self.lang())))
                    }
                }
                Task::none()
            }
            ExchangeMessage::ConfirmPressed => self.import_confirmed(),
            ExchangeMessage::CancelPressed => {
                self.pending_import = None;
                Task::none()
            }
            ExchangeMessage::Imported(result) => self.imported(result),
        }
    }

    fn ask_exchange_file(&mut self, request: Exchange) -> Task<Message> {
        let lang = self.lang();
        let picked = match &request {
            Exchange::ExportTeam { name, .. } | Exchange::ExportLeague { name, .. } => {
                Some(self.ask_save(
                    tr(lang, Text::ExportTitle).to_string(),
                    file_name(name),
                    FileKind::Json,
                ))
            }
            Exchange::ImportTeam { .. } | Exchange::ImportLeague => {
                self.ask_open(tr(lang, Text::ImportTitle).to_string(), FileKind::Json)
            }
        };
        App::when_picked(picked, move |path| {
            wrap(ExchangeMessage::Picked(request.clone(), path))
        })
    }

    fn exchange_picked(&mut self, request: Exchange, path: PathBuf) -> Task<Message> {
        let Some(db) = self.file.db() else {
            return Task::none();
        };
        let lang = self.lang();
        match request {
            Exchange::ExportTeam { team, .. } => Task::perform(
                db.call(lang, move |store, _| {
                    exchange::write_text(&path, &exchange::export_team(store, team)?.to_text()?)?;
                    Ok(path)
                }),
                |result| wrap(ExchangeMessage::Exported(result)),
            ),
            Exchange::ExportLeague { league, .. } => Task::perform(
                db.call(lang, move |store, _| {
                    exchange::write_text(
                        &path,
                        &exchange::export_league(store, league)?.to_text()?,
                    )?;
                    Ok(path)
                }),
                |result| wrap(ExchangeMessage::Exported(result)),
            ),
            request => {
                let job_request = request.clone();
                let job_path = path.clone();
                Task::perform(
                    db.call(lang, move |store, _| {
                        import(store, &job_request, &job_path, true, lang)
                    }),
                    move |result| {
                        wrap(ExchangeMessage::Previewed(
                            request.clone(),
                            path.clone(),
                            result,
                        ))
                    },
                )
            }
        }
    }

    fn import_confirmed(&mut self) -> Task<Message> {
        let (Some(pending), Some(db)) = (self.pending_import.take(), self.file.db()) else {
            return Task::none();
        };
        let lang = self.lang();
        Task::perform(
            db.call(lang, move |store, _| {
                import(store, &pending.request, &pending.path, false, lang)
            }),
            |result| wrap(ExchangeMessage::Imported(result)),
        )
    }

    fn imported(&mut self, result: Result<ImportSummary, Failure>) -> Task<Message> {
        let lang = self.lang();
        match result {
            Ok(summary) => {
                let backup = summary
                    .backup
                    .as_ref()
                    .map(|path| path.display().to_string())
                    .unwrap_or_default();
                self.notice = Some(Notice::done(fill(
                    tr(lang, Text::Imported),
                    &[&summary.league, &added(&summary, lang), &backup],
                )));
                self.reread_open_screens()
            }
            Err(failure) => {
                self.notice = Some(Notice::problem(failure.full_text(lang)));
                Task::none()
            }
        }
    }

    /// The import waiting for a yes, with what it adds.
    pub(super) fn pending_import_view(&self) -> Option<Element<'_, Message>> {
        let pending = self.pending_import.as_ref()?;
        let lang = self.lang();
        let file = pending
            .path
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default();
        let preview = fill(
            tr(lang, Text::ImportPreview),
            &[
                &file,
                &pending.summary.league,
                &added(&pending.summary, lang),
            ],
        );
        Some(crate::gui::widgets::confirm_bar(
            preview,
            tr(lang, Text::ImportConfirm),
            wrap(ExchangeMessage::ConfirmPressed),
            tr(lang, Text::ImportCancel),
            wrap(ExchangeMessage::CancelPressed),
        ))
    }
}

/// "Titans, Rivets (87 rows)".
fn added(summary: &ImportSummary, lang: crate::data::Lang) -> String {
    let teams: Vec<&str> = summary
        .teams
        .iter()
        .map(|(_, name)| name.as_str())
        .collect();
    let rows: usize = summary.rows.iter().map(|count| count.rows).sum();
    format!(
        "{} ({})",
        teams.join(", "),
        fill(tr(lang, Text::ImportRows), &[&rows.to_string()])
    )
}

fn import(
    store: &mut crate::store::Store,
    request: &Exchange,
    path: &std::path::Path,
    dry_run: bool,
    lang: crate::data::Lang,
) -> crate::Result<ImportSummary> {
    let text = crate::files::read_text(
        path,
        match request {
            Exchange::ImportTeam { .. } => crate::files::InputKind::TeamDocument,
            _ => crate::files::InputKind::LeagueDocument,
        },
    )?;
    match request {
        Exchange::ImportTeam { league } => {
            exchange::import_team(store, &text, *league, None, dry_run, lang)
        }
        _ => exchange::import_league(store, &text, dry_run, lang),
    }
}

//! The league file as a whole, in the window: the full check that runs in the background
//! once the file is open, backing it up and restoring a copy, and noticing when another
//! program (the command line, another window) changed it.

use std::path::PathBuf;
use std::time::Duration;

use iced::futures::StreamExt;
use iced::futures::channel::mpsc;
use iced::{Subscription, Task};

use super::{App, Message};
use crate::error::Surface;
use crate::gui::db::{CheckState, off_thread};
use crate::gui::failure::Failure;
use crate::gui::notice::Notice;
use crate::gui::picker::FileKind;
use crate::gui::tr::{Text, fill, tr};
use crate::gui::widgets::confirm_bar;
use crate::store::{self, FileCheck, Restored};

/// How often the window asks whether another program changed the file.
const WATCH_INTERVAL: Duration = Duration::from_secs(1);

#[derive(Debug, Clone)]
pub enum FileMessage {
    Checked(Result<FileCheck, Failure>),
    Tick,
    VersionRead(Result<i64, Failure>),
    BackUpPressed,
    BackUpTarget(Option<PathBuf>),
    BackedUp(Result<PathBuf, Failure>),
    RestorePressed,
    RestoreSource(Option<PathBuf>),
    RestoreConfirmed,
    RestoreCancelled,
    Restored(Result<(PathBuf, Restored), Failure>),
}

/// A tick every `WATCH_INTERVAL`, from a thread of its own (the window's executor has no
/// timer).
fn ticks() -> impl iced::futures::Stream<Item = Message> {
    let (mut sender, receiver) = mpsc::channel(1);
    let _ = std::thread::Builder::new()
        .name("dugout-watch".into())
        .spawn(move || {
            loop {
                std::thread::sleep(WATCH_INTERVAL);
                if let Err(error) = sender.try_send(())
                    && error.is_disconnected()
                {
                    break;
                }
            }
        });
    receiver.map(|()| Message::File(FileMessage::Tick))
}

impl App {
    /// Watches the open file for changes made by other programs.
    pub(super) fn watch_subscription(&self) -> Subscription<Message> {
        if self.file.db().is_some() {
            Subscription::run(ticks)
        } else {
            Subscription::none()
        }
    }

    pub(super) fn file_message(&mut self, message: FileMessage) -> Task<Message> {
        match message {
            FileMessage::Checked(result) => self.checked(result),
            FileMessage::Tick => {
                if self
                    .notice
                    .as_ref()
                    .is_some_and(|notice| notice.gone(std::time::Instant::now()))
                {
                    self.notice = None;
                }
                self.read_data_version()
            }
            FileMessage::VersionRead(result) => self.version_read(result),
            FileMessage::BackUpPressed => self.ask_backup_target(),
            FileMessage::BackUpTarget(target) => self.back_up(target),
            FileMessage::BackedUp(result) => self.backed_up(result),
            FileMessage::RestorePressed => self.ask_restore_source(),
            FileMessage::RestoreSource(source) => {
                self.pending_restore = source;
                Task::none()
            }
            FileMessage::RestoreConfirmed => {
                let source = self.pending_restore.take();
                self.restore(source)
            }
            FileMessage::RestoreCancelled => {
                self.pending_restore = None;
                Task::none()
            }
            FileMessage::Restored(result) => self.restored(result),
        }
    }

    /// Reads the whole file back on a worker thread; the first frame does not wait.
    pub(super) fn check_in_background(&mut self) -> Task<Message> {
        let path = self.file.path().to_path_buf();
        self.file_check = CheckState::Running;
        let lang = self.lang();
        Task::perform(
            off_thread(lang, move || Ok(store::check_file(&path)?)),
            |result| Message::File(FileMessage::Checked(result)),
        )
    }

    fn checked(&mut self, result: Result<FileCheck, Failure>) -> Task<Message> {
        let lang = self.lang();
        self.file_check = match result {
            Ok(check) => {
                if !check.is_sound() {
                    self.notice = Some(Notice::problem(fill(
                        tr(lang, Text::CheckedDamaged),
                        &[&check.damage_text(Surface::Window, lang)],
                    )));
                }
                CheckState::Done(check)
            }
            Err(failure) => {
                let text = failure.full_text(lang);
                self.notice = Some(Notice::problem(fill(
                    tr(lang, Text::CheckedDamaged),
                    &[&text],
                )));
                CheckState::Failed(text)
            }
        };
        Task::none()
    }

    pub(super) fn read_data_version(&self) -> Task<Message> {
        let Some(db) = self.file.db() else {
            return Task::none();
        };
        Task::perform(
            db.call(self.lang(), |store, _| Ok(store.data_version()?)),
            |result| Message::File(FileMessage::VersionRead(result)),
        )
    }

    fn version_read(&mut self, result: Result<i64, Failure>) -> Task<Message> {
        let Ok(version) = result else {
            return Task::none();
        };
        let changed = self.data_version.is_some_and(|seen| seen != version);
        self.data_version = Some(version);
        if !changed {
            return Task::none();
        }
        self.notice = Some(Notice::info(tr(self.lang(), Text::ChangedElsewhere)));
        self.reread_open_screens()
    }

    fn ask_backup_target(&mut self) -> Task<Message> {
        let lang = self.lang();
        let stem = self
            .file
            .path()
            .file_stem()
            .map_or_else(|| "league".into(), |stem| stem.to_string_lossy());
        let name = format!("{stem}-{}.db", crate::store::today());
        let picked = self.ask_save(
            tr(lang, Text::BackUpTitle).to_string(),
            name,
            FileKind::League,
        );
        Task::perform(picked, |target| {
            Message::File(FileMessage::BackUpTarget(target))
        })
    }

    fn back_up(&self, target: Option<PathBuf>) -> Task<Message> {
        let (Some(target), Some(db)) = (target, self.file.db()) else {
            return Task::none();
        };
        Task::perform(
            db.call(self.lang(), move |store, _| {
                store.backup_to(&target)?;
                Ok(target)
            }),
            |result| Message::File(FileMessage::BackedUp(result)),
        )
    }

    fn backed_up(&mut self, result: Result<PathBuf, Failure>) -> Task<Message> {
        let lang = self.lang();
        self.notice = Some(match result {
            Ok(copy) => self.saved_notice(Text::BackedUp, &copy),
            Err(failure) => Notice::problem(failure.full_text(lang)),
        });
        Task::none()
    }

    fn ask_restore_source(&mut self) -> Task<Message> {
        let title = tr(self.lang(), Text::RestoreTitle).to_string();
        let picked = self.ask_open(title, FileKind::League);
        App::when_picked(picked, |source| {
            Message::File(FileMessage::RestoreSource(source))
        })
    }

    fn restore(&self, source: Option<PathBuf>) -> Task<Message> {
        let Some(source) = source else {
            return Task::none();
        };
        let live = self.file.path().to_path_buf();
        Task::perform(
            off_thread(self.lang(), move || {
                let restored = store::restore(&live, &source)?;
                Ok((source, restored))
            }),
            |result| Message::File(FileMessage::Restored(result)),
        )
    }

    /// The question before a restore: which copy replaces the open file, and that the
    /// file's content is kept in a copy first.
    pub(super) fn pending_restore_view(&self) -> Option<iced::Element<'_, Message>> {
        let source = self.pending_restore.as_ref()?;
        let lang = self.lang();
        let question = fill(
            tr(lang, Text::RestoreQuestion),
            &[
                &source.display().to_string(),
                &self.file.path().display().to_string(),
            ],
        );
        Some(confirm_bar(
            question,
            tr(lang, Text::RestoreConfirm),
            Message::File(FileMessage::RestoreConfirmed),
            tr(lang, Text::Cancel),
            Message::File(FileMessage::RestoreCancelled),
        ))
    }

    fn restored(&mut self, result: Result<(PathBuf, Restored), Failure>) -> Task<Message> {
        let lang = self.lang();
        match result {
            Ok((source, restored)) => {
                let previous = restored
                    .previous
                    .map(|path| path.display().to_string())
                    .unwrap_or_default();
                let path = self.file.path().to_path_buf();
                let task = self.open_file(path);
                self.notice = Some(Notice::done(fill(
                    tr(lang, Text::Restored),
                    &[&source.display().to_string(), &previous],
                )));
                task
            }
            Err(failure) => {
                self.notice = Some(Notice::problem(failure.full_text(lang)));
                Task::none()
            }
        }
    }
}

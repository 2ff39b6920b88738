//! The window's file dialogs, never a dead end: where no dialog can open on the desktop
//! (no portal, no zenity), a file to save goes to the documents folder (or beside the
//! league file) and the notice says so; a file to open cannot be asked for, and the
//! notice says why instead of nothing happening.

use std::path::{Path, PathBuf};

use iced::Task;

use super::{App, Message};
use crate::gui::notice::Notice;
use crate::gui::picker::{FileKind, Picked, fallback_target};
use crate::gui::tr::{Text, fill, tr};

impl App {
    /// A save dialog offering `file_name`; where none can open, the fallback target at
    /// once.
    pub(super) fn ask_save(&self, title: String, file_name: String, kind: FileKind) -> Picked {
        if self.picker.can_ask() {
            return self.picker.save_as(title, file_name, kind);
        }
        let target = fallback_target(&file_name, self.file.path());
        Box::pin(async move { Some(target) })
    }

    /// An open dialog for a file of `kind`, or `None` (and a notice saying why) where
    /// none can open.
    pub(super) fn ask_open(&mut self, title: String, kind: FileKind) -> Option<Picked> {
        if self.picker.can_ask() {
            return Some(match kind {
                FileKind::League => self.picker.open_file(title),
                kind => self.picker.open_kind(title, kind),
            });
        }
        self.notice = Some(Notice::problem(tr(self.lang(), Text::NoDialogOpen)));
        None
    }

    /// The notice of a file saved at `path`: `text` filled with it, and, where no dialog
    /// could ask, why it is there.
    pub(super) fn saved_notice(&self, text: Text, path: &Path) -> Notice {
        let lang = self.lang();
        let mut said = fill(tr(lang, text), &[&path.display().to_string()]);
        if !self.picker.can_ask() {
            said.push(' ');
            said.push_str(tr(lang, Text::NoDialogSaved));
        }
        Notice::done(said)
    }

    /// Runs `picked` into `message`, or nothing when no dialog could ask.
    pub(super) fn when_picked(
        picked: Option<Picked>,
        message: impl Fn(Option<PathBuf>) -> Message + Send + 'static,
    ) -> Task<Message> {
        picked.map_or_else(Task::none, |picked| Task::perform(picked, message))
    }
}

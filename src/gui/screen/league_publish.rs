//! The league's "Publish the league's site…" panel: the site's language(s), the folder
//! (chosen in the desktop's folder dialog, or typed where none can open), then the site
//! written by `crate::publish` on a worker thread with its own read-only connection to
//! the league file, so the window and its other reads never wait on it. A bar follows
//! the pages; the outcome says what was written, kept and removed, with a button that
//! opens the site's first page in the desktop's browser.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use iced::Task;
use iced::futures::channel::mpsc;

use crate::data::Lang;
use crate::gui::db::{Db, off_thread};
use crate::gui::failure::Failure;
use crate::gui::notice::Notice;
use crate::gui::tr::texts;
use crate::gui::viewer::NotShown;
use crate::publish::{FolderReport, Progress, PublishOptions, publish};
use crate::store::{LeagueId, Store};

texts! { Pb {
    Open => "Publish the league's site…", "Publier le site de la ligue…";
    Title => "Publish the league's site", "Publier le site de la ligue";
    Intro => "Writes the league's pages (standings, fixtures, teams, players, statistics) into a folder that opens in any browser, from the disk or any web host. Other programs' files in the folder are left alone.",
        "Écrit les pages de la ligue (classements, calendrier, équipes, joueurs, statistiques) dans un dossier qui s'ouvre dans tout navigateur, depuis le disque ou un hébergement web. Les fichiers d'autres programmes dans ce dossier ne sont pas touchés.";
    Langs => "Language of the site", "Langue du site";
    Both => "Both, with a switch between them", "Les deux, avec un sélecteur";
    Folder => "Folder to publish into", "Dossier où publier";
    ChooseFolder => "Choose a folder…", "Choisir un dossier…";
    DialogTitle => "The folder to publish the league's site into", "Le dossier où publier le site de la ligue";
    NoDialog => "No folder dialog can open on this desktop (no portal, no zenity): type the folder's full path above.",
        "Aucune fenêtre de choix de dossier ne peut s'ouvrir sur ce bureau (ni portail, ni zenity) : tapez le chemin complet du dossier ci-dessus.";
    Publish => "Publish", "Publier";
    Close => "Close", "Fermer";
    NoFolder => "Choose the folder first.", "Choisissez d'abord le dossier.";
    NotFull => "Give the folder's full path (from the top of the disk), or choose it with Choose a folder….",
        "Donnez le chemin complet du dossier (depuis la racine du disque), ou choisissez-le avec Choisir un dossier….";
    Working => "Publishing the league's site…", "Publication du site de la ligue…";
    WorkingCount => "Publishing the league's site ({} of {} files)…", "Publication du site de la ligue ({} fichiers sur {})…";
    Done => "Published the league's site in {}. Files written: {}, unchanged: {}, removed: {}.",
        "Site de la ligue publié dans {}. Fichiers écrits : {}, inchangés : {}, retirés : {}.";
    Failed => "Publishing the league's site stopped: {}", "La publication du site de la ligue s'est arrêtée : {}";
    OpenBrowser => "Open in the browser", "Ouvrir dans le navigateur";
    NoBrowser => "{} is not installed, so no browser could be started: open {} in your browser.",
        "{} n'est pas installé : aucun navigateur n'a pu être lancé. Ouvrez {} dans votre navigateur.";
    BrowserFailed => "The browser could not be started ({}): open {} in your browser.",
        "Le navigateur n'a pas pu être lancé ({}) : ouvrez {} dans votre navigateur.";
} }

/// The languages a site is written in: one at the folder's root, or both, each in its
/// own folder with a switch between them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SiteLangs {
    One(Lang),
    Both,
}

impl SiteLangs {
    pub fn list(self) -> Vec<Lang> {
        match self {
            SiteLangs::One(lang) => vec![lang],
            SiteLangs::Both => vec![Lang::En, Lang::Fr],
        }
    }
}

/// What a finished publish did, for the panel's last line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Published {
    pub folder: PathBuf,
    pub written: usize,
    pub unchanged: usize,
    pub removed: usize,
    /// The files the site no longer has that were left, said.
    pub left: Option<String>,
}

impl Published {
    fn new(folder: PathBuf, report: &FolderReport, lang: Lang) -> Published {
        Published {
            folder,
            written: report.written.len(),
            unchanged: report.unchanged,
            removed: report.removed.len(),
            left: report.left_said(lang),
        }
    }

    /// The site's first page, opened in the browser.
    pub fn index(&self) -> PathBuf {
        self.folder.join("index.html")
    }

    pub fn said(&self, lang: Lang) -> String {
        let done = Pb::Done.fill(
            lang,
            &[
                &self.folder.display(),
                &self.written,
                &self.unchanged,
                &self.removed,
            ],
        );
        match &self.left {
            Some(left) => format!("{done} {left}"),
            None => done,
        }
    }
}

/// Where the panel's publish stands.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum PublishState {
    #[default]
    Idle,
    /// `job` tells this publish's messages from an earlier one's.
    Working {
        job: u64,
        done: usize,
        total: usize,
    },
    Done {
        published: Published,
        /// Why the browser could not be started, when it could not.
        not_shown: Option<NotShown>,
    },
    Failed(Failure),
}

#[derive(Debug, Default)]
pub struct PublishPanel {
    pub open: bool,
    /// The languages chosen; none: the window's language.
    pub langs: Option<SiteLangs>,
    pub folder: String,
    /// No folder dialog could open: the path is typed.
    pub no_dialog: bool,
    pub state: PublishState,
}

#[derive(Debug, Clone)]
pub enum Message {
    OpenPressed,
    ClosePressed,
    LangsChosen(SiteLangs),
    FolderEdited(String),
    ChooseFolderPressed,
    FolderPicked(Option<PathBuf>),
    /// No folder dialog can open on this desktop.
    NoDialog,
    PublishPressed,
    Progress(u64, Progress),
    Finished(u64, Result<Published, Failure>),
    OpenBrowserPressed,
    /// The browser was started, or why not.
    BrowserTried(Result<(), NotShown>),
}

/// What the panel asks of the league screen (and through it, the window's root).
pub enum Outcome {
    None,
    Run(Task<Message>),
    /// Ask for a folder with the desktop's dialog, under this title.
    PickFolder(String),
    /// Open this page in the desktop's browser.
    Browse(PathBuf),
    /// A publish ended: what to say at the window's foot when the panel that started it
    /// is not in front (`here`: this panel shows it).
    Finished {
        notice: Notice,
        here: bool,
    },
}

/// Each publish's number, so that a finished job's messages reach only its own panel.
static JOBS: AtomicU64 = AtomicU64::new(1);

impl PublishPanel {
    pub fn is_working(&self) -> bool {
        matches!(self.state, PublishState::Working { .. })
    }

    /// The languages the site is written in: those chosen, else the window's.
    pub fn langs(&self, lang: Lang) -> SiteLangs {
        self.langs.unwrap_or(SiteLangs::One(lang))
    }

    pub fn update(&mut self, message: Message, db: &Db, league: LeagueId, lang: Lang) -> Outcome {
        match message {
            Message::OpenPressed => {
                self.open = true;
                if !self.is_working() {
                    self.state = PublishState::Idle;
                }
            }
            Message::ClosePressed => self.close(),
            Message::LangsChosen(langs) => self.langs = Some(langs),
            Message::FolderEdited(folder) => self.edit_folder(folder),
            Message::ChooseFolderPressed => {
                return Outcome::PickFolder(Pb::DialogTitle.get(lang).to_string());
            }
            Message::FolderPicked(None) => {}
            Message::FolderPicked(Some(folder)) => {
                self.edit_folder(folder.display().to_string());
            }
            Message::NoDialog => self.no_dialog = true,
            Message::PublishPressed => return self.start(db, league, lang),
            Message::Progress(job, progress) => self.progress(job, progress),
            Message::Finished(job, result) => return self.finished(job, result, lang),
            Message::OpenBrowserPressed => return self.browse(),
            Message::BrowserTried(result) => {
                if let PublishState::Done { not_shown, .. } = &mut self.state {
                    *not_shown = result.err();
                }
            }
        }
        Outcome::None
    }

    /// Escape, or Close: the dialog goes; a publish under way goes on, and its end is
    /// said at the window's foot.
    pub fn close(&mut self) {
        self.open = false;
        if !self.is_working() {
            self.state = PublishState::Idle;
        }
    }

    fn edit_folder(&mut self, folder: String) {
        self.folder = folder;
        if !self.is_working() {
            self.state = PublishState::Idle;
        }
    }

    /// The folder typed or chosen, or why it cannot be published into.
    pub fn folder_path(&self) -> Result<PathBuf, Pb> {
        let typed = self.folder.trim();
        if typed.is_empty() {
            return Err(Pb::NoFolder);
        }
        let path = PathBuf::from(typed);
        if !path.is_absolute() {
            return Err(Pb::NotFull);
        }
        Ok(path)
    }

    /// Writes the site on a worker thread, with its own read-only connection to the file.
    fn start(&mut self, db: &Db, league: LeagueId, lang: Lang) -> Outcome {
        if self.is_working() {
            return Outcome::None;
        }
        // The button is off, its reason under it, while the folder is not one (Enter
        // in the field comes here too).
        let Ok(folder) = self.folder_path() else {
            return Outcome::None;
        };
        let job = JOBS.fetch_add(1, Ordering::Relaxed);
        self.state = PublishState::Working {
            job,
            done: 0,
            total: 0,
        };
        let options = PublishOptions {
            langs: self.langs(lang).list(),
            seasons: Vec::new(),
        };
        let file = db.path().to_path_buf();
        let (sender, receiver) = mpsc::unbounded();
        let work = off_thread(lang, move || {
            let mut store = Store::open_read_only(&file)?;
            let progress = move |done: Progress| {
                let _ = sender.unbounded_send(done);
            };
            let report = publish(&mut store, league, &folder, &options, &progress)?;
            Ok(Published::new(folder, &report, lang))
        });
        Outcome::Run(Task::batch([
            Task::perform(work, move |result| Message::Finished(job, result)),
            Task::run(receiver, move |progress| Message::Progress(job, progress)),
        ]))
    }

    fn progress(&mut self, job: u64, progress: Progress) {
        if let PublishState::Working {
            job: working,
            done,
            total,
        } = &mut self.state
            && *working == job
        {
            *done = progress.done;
            *total = progress.total;
        }
    }

    fn finished(&mut self, job: u64, result: Result<Published, Failure>, lang: Lang) -> Outcome {
        let running =
            matches!(self.state, PublishState::Working { job: working, .. } if working == job);
        let here = running && self.open;
        let notice = match &result {
            Ok(published) => Notice::done(published.said(lang)),
            Err(failure) => Notice::problem(Pb::Failed.fill(lang, &[&failure.full_text(lang)])),
        };
        if running && !self.open {
            self.state = PublishState::Idle;
        } else if here {
            self.state = match result {
                Ok(published) => PublishState::Done {
                    published,
                    not_shown: None,
                },
                Err(failure) => PublishState::Failed(failure),
            };
        }
        Outcome::Finished { notice, here }
    }

    fn browse(&self) -> Outcome {
        match &self.state {
            PublishState::Done { published, .. } => Outcome::Browse(published.index()),
            _ => Outcome::None,
        }
    }
}

/// Why the site's first page could not be opened in the browser, in words.
pub fn not_shown_line(reason: &NotShown, page: &Path, lang: Lang) -> String {
    let page = page.display();
    match reason {
        NotShown::NoOpener { program } => Pb::NoBrowser.fill(lang, &[program, &page]),
        NotShown::Failed(reason) => Pb::BrowserFailed.fill(lang, &[reason, &page]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_words_are_complete() {
        crate::tr::assert_complete(Pb::ALL);
    }

    #[test]
    fn the_folder_must_be_given_in_full() {
        let mut panel = PublishPanel::default();
        assert_eq!(panel.folder_path(), Err(Pb::NoFolder));
        panel.folder = "site".into();
        assert_eq!(panel.folder_path(), Err(Pb::NotFull));
        let full = std::env::temp_dir().join("site");
        panel.folder = format!("  {}  ", full.display());
        assert_eq!(panel.folder_path(), Ok(full));
    }

    #[test]
    fn only_the_running_publish_moves_the_bar_and_takes_the_outcome() {
        let mut panel = PublishPanel {
            open: true,
            state: PublishState::Working {
                job: 7,
                done: 0,
                total: 0,
            },
            ..PublishPanel::default()
        };
        panel.progress(7, Progress { done: 3, total: 10 });
        panel.progress(6, Progress { done: 9, total: 10 });
        let working = PublishState::Working {
            job: 7,
            done: 3,
            total: 10,
        };
        assert_eq!(panel.state, working);
        let mut ui = iced_test::simulator(panel.view(Lang::En).expect("the panel is open"));
        let shown = ui
            .find("Publishing the league's site (3 of 10 files)…")
            .is_ok();
        drop(ui);
        assert!(shown, "the bar's count");
        // An earlier publish's end is said at the window's foot, not here.
        let published = Published {
            folder: PathBuf::from("/srv/site"),
            written: 2,
            unchanged: 1,
            removed: 0,
            left: None,
        };
        let Outcome::Finished { notice, here } = panel.finished(6, Ok(published.clone()), Lang::Fr)
        else {
            panic!("a finished publish is said");
        };
        assert!(!here);
        assert_eq!(
            notice.text,
            "Site de la ligue publié dans /srv/site. Fichiers écrits : 2, inchangés : 1, retirés : 0."
        );
        assert_eq!(panel.state, working);
        let Outcome::Finished { here, .. } = panel.finished(7, Ok(published.clone()), Lang::En)
        else {
            panic!("a finished publish is said");
        };
        assert!(here);
        assert!(matches!(panel.state, PublishState::Done { .. }));
        // Closed while it runs: the publish goes on, and its end is said at the foot.
        panel.state = working.clone();
        panel.close();
        assert!(!panel.open);
        assert!(panel.is_working());
        let Outcome::Finished { here, .. } = panel.finished(7, Ok(published), Lang::En) else {
            panic!("a finished publish is said");
        };
        assert!(!here);
        assert_eq!(panel.state, PublishState::Idle);
    }

    #[test]
    fn the_site_speaks_the_window_s_language_unless_told_otherwise() {
        let mut panel = PublishPanel::default();
        assert_eq!(panel.langs(Lang::Fr).list(), vec![Lang::Fr]);
        panel.langs = Some(SiteLangs::Both);
        assert_eq!(panel.langs(Lang::Fr).list(), vec![Lang::En, Lang::Fr]);
    }
}

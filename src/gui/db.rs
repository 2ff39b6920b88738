//! The open league file, shared by the screens. Every store call runs on a worker
//! thread, never on the UI thread, and comes back as a `Result<_, Failure>`.

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use iced::futures::channel::oneshot;

use super::failure::Failure;
use super::tr::Text;
use crate::Result;
use crate::coach::Context;
use crate::data::Lang;
use crate::store::Store;

/// A handle on the open league file; cloning it shares the same connection.
#[derive(Clone)]
pub struct Db {
    path: PathBuf,
    store: Arc<Mutex<Store>>,
    /// The store's commits, as of the last job that finished: the window compares it
    /// after every message to read again what its screens show.
    commits: Arc<AtomicU64>,
}

impl fmt::Debug for Db {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Db").field("path", &self.path).finish()
    }
}

impl PartialEq for Db {
    fn eq(&self, other: &Db) -> bool {
        Arc::ptr_eq(&self.store, &other.store)
    }
}

/// Whether opening a league file may make it: only the window's first start on the
/// default file (with the demo league) and *New league file…* do; a file opened, a
/// recent one or `--db` must exist, and a missing one is said, not made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opening {
    Existing,
    Create,
    CreateWithDemo,
}

impl Db {
    /// Opens the league file on a worker thread, making it only as `opening` allows.
    /// With the demo, a file with no league gets the demo league.
    pub async fn open(
        path: PathBuf,
        lang: Lang,
        opening: Opening,
    ) -> std::result::Result<Db, Failure> {
        off_thread(lang, move || {
            let mut store = match opening {
                Opening::Existing => crate::coach::open_league_file(&path)?,
                Opening::Create | Opening::CreateWithDemo => {
                    crate::coach::create_league_file(&path)?
                }
            };
            if opening == Opening::CreateWithDemo {
                crate::coach::games::ensure_demo(&mut store, &Context::new(lang))?;
            }
            Ok(Db {
                path,
                commits: Arc::new(AtomicU64::new(store.commits())),
                store: Arc::new(Mutex::new(store)),
            })
        })
        .await
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// How many writes this window has committed to the file, as of the last job done.
    pub fn commits(&self) -> u64 {
        self.commits.load(Ordering::Acquire)
    }

    /// Runs `job` on the store in a worker thread.
    pub fn call<T, F>(
        &self,
        lang: Lang,
        job: F,
    ) -> impl Future<Output = std::result::Result<T, Failure>> + use<T, F>
    where
        T: Send + 'static,
        F: FnOnce(&mut Store, &Context) -> Result<T> + Send + 'static,
    {
        let store = Arc::clone(&self.store);
        let commits = Arc::clone(&self.commits);
        let context = Context::new(lang);
        off_thread(lang, move || {
            let mut store = store
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            let result = job(&mut store, &context);
            commits.store(store.commits(), Ordering::Release);
            result
        })
    }
}

/// Runs a blocking job on its own thread and waits for it without blocking the caller.
pub async fn off_thread<T, F>(lang: Lang, job: F) -> std::result::Result<T, Failure>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T> + Send + 'static,
{
    let (sender, receiver) = oneshot::channel();
    let spawned = std::thread::Builder::new()
        .name("dugout-store".into())
        .spawn(move || {
            let _ = sender.send(job());
        });
    if let Err(error) = spawned {
        return Err(Failure::plain(error.to_string(), Some(Text::NextRetry)));
    }
    match receiver.await {
        Ok(result) => result.map_err(|error| Failure::new(&error, lang)),
        Err(_) => Err(Failure::plain(
            super::tr::tr(lang, Text::WorkerStopped),
            Some(Text::NextRetry),
        )),
    }
}

/// The league file the window is working on.
#[derive(Debug, Clone, PartialEq)]
pub enum FileState {
    Opening(PathBuf),
    Open(Db),
    Failed(PathBuf, Failure),
}

impl FileState {
    pub fn path(&self) -> &Path {
        match self {
            FileState::Opening(path) | FileState::Failed(path, _) => path,
            FileState::Open(db) => db.path(),
        }
    }

    pub fn db(&self) -> Option<&Db> {
        match self {
            FileState::Open(db) => Some(db),
            _ => None,
        }
    }
}

/// What the background check of the open file found.
#[derive(Debug, Clone, Default, PartialEq)]
pub enum CheckState {
    #[default]
    NotRun,
    Running,
    Done(crate::store::FileCheck),
    Failed(String),
}

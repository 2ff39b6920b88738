//! Where an error is shown, which decides how it is worded.

/// The command line may name commands and flags (`dugout match reset --match 12`); the
/// window speaks of its own screens and buttons and never names a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Surface {
    Cli,
    Window,
}

impl Surface {
    /// The command line's wording or the window's.
    pub fn pick<T>(self, cli: T, window: T) -> T {
        match self {
            Surface::Cli => cli,
            Surface::Window => window,
        }
    }
}

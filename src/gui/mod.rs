//! The desktop app (iced). The only module that imports iced: the screens call the
//! same commands as the CLI, on a worker thread, and show what they return.

mod app;
pub mod bloodbowl;
pub mod browse;
pub mod chart;
pub mod date_picker;
pub mod db;
pub mod dice;
pub mod dreadball;
pub mod exchange;
pub mod failure;
pub mod game_parts;
pub mod games;
pub mod killpower;
mod landing;
pub mod notice;
pub mod picker;
pub mod place;
pub mod prefs;
pub mod print;
pub mod request;
pub mod roster;
pub mod screen;
pub mod staged;
pub mod style;
pub mod team_charts;
pub mod team_colours;
mod tr;
pub mod undo_label;
pub mod viewer;
mod widgets;
pub mod wizard;

pub use app::{App, FileMessage, Landing, Message, Options, Screen};
pub use tr::{Text, Tm, Words, Wz, fill, tr};
pub use widgets::Loadable;

/// The window's size at start; it reads well down to 1024×640.
pub const WINDOW_SIZE: (f32, f32) = (1280.0, 800.0);

/// Opens the window.
pub fn run(options: Options) -> iced::Result {
    iced::application(move || App::boot(options.clone()), App::update, App::view)
        .title(App::title)
        .theme(App::theme)
        .subscription(App::subscription)
        .window_size(WINDOW_SIZE)
        .font(style::icon::FONT_BYTES)
        .run()
}

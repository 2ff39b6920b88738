//! Icons, from the Lucide icon font (ISC licence, the `lucide-icons` crate's font under
//! MIT and ISC: both allow embedding it in the program; see docs/dependencies.md). The window
//! loads the font at start; each icon is a character of it.

use iced::Font;
use iced::widget::{Text, text};

use super::size;

/// The font's bytes, given to the window at start.
pub const FONT_BYTES: &[u8] = lucide_icons::LUCIDE_FONT_BYTES;
pub const FONT: Font = Font::with_name("lucide");

/// The icons the window uses, by what they do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Icon {
    Back,
    Print,
    Undo,
    Add,
    Delete,
    Search,
    Settings,
    Reference,
    Leagues,
    Export,
    Import,
    BackUp,
    Restore,
    History,
    Language,
    OpenFile,
    NewFile,
    Demo,
    Done,
    Info,
    Warning,
    Close,
    Reset,
    Dice,
    Play,
    Save,
    Edit,
    Log,
    /// Between two places of the navigation trail.
    Trail,
    Calendar,
    /// Publishing the league's website.
    Publish,
    /// Opening a page in the desktop's browser.
    Browser,
}

impl Icon {
    fn glyph(self) -> lucide_icons::Icon {
        use lucide_icons::Icon as L;
        match self {
            Icon::Back => L::ArrowLeft,
            Icon::Print => L::Printer,
            Icon::Undo => L::Undo2,
            Icon::Add => L::Plus,
            Icon::Delete => L::Trash2,
            Icon::Search => L::Search,
            Icon::Settings => L::Settings,
            Icon::Reference => L::BookOpen,
            Icon::Leagues => L::Trophy,
            Icon::Export => L::Upload,
            Icon::Import => L::Download,
            Icon::BackUp => L::HardDriveDownload,
            Icon::Restore => L::ArchiveRestore,
            Icon::History => L::History,
            Icon::Language => L::Languages,
            Icon::OpenFile => L::FolderOpen,
            Icon::NewFile => L::FilePlus,
            Icon::Demo => L::Sparkles,
            Icon::Done => L::CircleCheck,
            Icon::Info => L::Info,
            Icon::Warning => L::TriangleAlert,
            Icon::Close => L::X,
            Icon::Reset => L::RotateCcw,
            Icon::Dice => L::Dices,
            Icon::Play => L::Play,
            Icon::Save => L::Save,
            Icon::Edit => L::Pencil,
            Icon::Log => L::ScrollText,
            Icon::Trail => L::ChevronRight,
            Icon::Calendar => L::CalendarDays,
            Icon::Publish => L::Globe,
            Icon::Browser => L::ExternalLink,
        }
    }
}

/// The icon at body size.
pub fn icon<'a>(icon: Icon) -> Text<'a> {
    text(icon.glyph().unicode().to_string())
        .font(FONT)
        .size(size::BODY)
}

//! Reading the command line: clap's parser, with a negative number taken as a value
//! (`--number -1` reaches the rule that refuses it, in words) and clap's refusal of a
//! number said in the user's language, naming the option and what it takes, never in
//! Rust's terms ("number too large to fit in target type").

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{CommandFactory, FromArgMatches};

use super::Cli;
use crate::data::Lang;
use crate::tr::texts;

texts! { ParseWords {
    Takes => "{} takes {}; `{}` is not one", "{} attend {} ; « {} » n'en est pas un";
    WholeFromTo => "a whole number from {} to {}", "un nombre entier de {} à {}";
    WholeFrom => "a whole number from {}", "un nombre entier à partir de {}";
    Whole => "a whole number", "un nombre entier";
    Help => "(see `dugout {} --help`)", "(voir `dugout {} --help`)";
} }

/// The command line as given, or the process ends saying why (help and version print
/// and end too, as clap does).
pub fn parse() -> Cli {
    let args: Vec<OsString> = std::env::args_os().collect();
    let command = negative_numbers(Cli::command());
    let error = match command.clone().try_get_matches_from(&args) {
        Ok(matches) => match Cli::from_arg_matches(&matches) {
            Ok(cli) => return cli,
            Err(error) => error,
        },
        Err(error) => error,
    };
    match number_refused(&command, &error, lang_of(&args)) {
        Some(said) => {
            eprintln!("dugout: {said}");
            std::process::exit(2);
        }
        None => error.exit(),
    }
}

/// `command` and every subcommand taking `-1` as a value, not as a flag.
fn negative_numbers(command: clap::Command) -> clap::Command {
    let names: Vec<String> = command
        .get_subcommands()
        .map(|sub| sub.get_name().to_string())
        .collect();
    names
        .into_iter()
        .fold(command.allow_negative_numbers(true), |command, name| {
            command.mut_subcommand(name, negative_numbers)
        })
}

/// The language `--lang` asks for, read before clap (English unless it says `fr`).
fn lang_of(args: &[OsString]) -> Lang {
    let mut given = None;
    for (at, arg) in args.iter().enumerate() {
        let arg = arg.to_string_lossy();
        if let Some(code) = arg.strip_prefix("--lang=") {
            given = Some(code.to_string());
        } else if arg == "--lang" {
            given = args.get(at + 1).map(|c| c.to_string_lossy().into_owned());
        }
    }
    given.as_deref().and_then(Lang::parse).unwrap_or_default()
}

fn context(error: &clap::Error, kind: ContextKind) -> Option<String> {
    match error.get(kind)? {
        ContextValue::String(text) => Some(text.clone()),
        _ => None,
    }
}

/// A whole number clap refused (not a number, too large, out of the option's range),
/// in words; None for any other refusal, which clap says itself.
fn number_refused(command: &clap::Command, error: &clap::Error, lang: Lang) -> Option<String> {
    if error.kind() != ErrorKind::ValueValidation {
        return None;
    }
    let option = context(error, ContextKind::InvalidArg)?;
    let value = context(error, ContextKind::InvalidValue)?;
    let cause = std::error::Error::source(error).map(ToString::to_string)?;
    let range = stated_range(&cause).or_else(|| type_range(command, &option));
    let is_number = cause.contains("integer")
        || cause.contains("digit")
        || cause.contains("number")
        || cause.contains(" is not in ");
    if !is_number {
        return None;
    }
    // The widest types' bounds say nothing a user needs: an id is "a whole number", a
    // count "a whole number from 0".
    let takes = match range {
        Some((least, most)) if most.len() >= 10 && least == "0" => {
            ParseWords::WholeFrom.fill(lang, &[&least])
        }
        Some((least, most)) if most.len() < 10 => {
            ParseWords::WholeFromTo.fill(lang, &[&least, &most])
        }
        _ => ParseWords::Whole.get(lang).to_string(),
    };
    let shown = option
        .split_whitespace()
        .next()
        .unwrap_or(&option)
        .to_string();
    Some(ParseWords::Takes.fill(lang, &[&shown, &takes, &value]))
}

/// The range a ranged parser states ("0 is not in 1..=65535").
fn stated_range(cause: &str) -> Option<(String, String)> {
    let range = cause.split(" is not in ").nth(1)?.trim();
    let (least, most) = range.split_once("..")?;
    let most = most.trim_start_matches('=');
    let most = match most.is_empty() {
        true => i64::MAX.to_string(),
        false => most.to_string(),
    };
    Some((least.to_string(), most))
}

/// The range of the whole-number type an option (`--season <SEASON>`, `<ID>`) is read
/// as, found among every command's arguments.
fn type_range(command: &clap::Command, option: &str) -> Option<(String, String)> {
    let name = option.split_whitespace().next()?;
    let long = name.strip_prefix("--");
    let positional = name.trim_start_matches('<').trim_end_matches('>');
    let arg = find_arg(command, &|arg: &clap::Arg| match long {
        Some(long) => arg.get_long() == Some(long),
        None => {
            arg.is_positional()
                && arg
                    .get_value_names()
                    .is_some_and(|names| names.iter().any(|n| n.as_str() == positional))
        }
    })?;
    let id = arg.get_value_parser().type_id();
    let range = |least: i128, most: i128| Some((least.to_string(), most.to_string()));
    match () {
        _ if id == std::any::TypeId::of::<u8>() => range(0, u8::MAX.into()),
        _ if id == std::any::TypeId::of::<u16>() => range(0, u16::MAX.into()),
        _ if id == std::any::TypeId::of::<u32>() => range(0, u32::MAX.into()),
        _ if id == std::any::TypeId::of::<u64>() => range(0, u64::MAX.into()),
        _ if id == std::any::TypeId::of::<usize>() => range(0, u64::MAX.into()),
        _ if id == std::any::TypeId::of::<i32>() => range(i32::MIN.into(), i32::MAX.into()),
        _ if id == std::any::TypeId::of::<i64>() => range(i64::MIN.into(), i64::MAX.into()),
        _ => None,
    }
}

fn find_arg<'a>(
    command: &'a clap::Command,
    matches: &dyn Fn(&clap::Arg) -> bool,
) -> Option<&'a clap::Arg> {
    command
        .get_arguments()
        .find(|arg| matches(arg))
        .or_else(|| {
            command
                .get_subcommands()
                .find_map(|sub| find_arg(sub, matches))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(args: &[&str]) -> Option<String> {
        let command = negative_numbers(Cli::command());
        let args: Vec<OsString> = args.iter().map(OsString::from).collect();
        let error = command.clone().try_get_matches_from(&args).err()?;
        number_refused(&command, &error, lang_of(&args))
    }

    #[test]
    fn the_words_are_complete() {
        crate::tr::assert_complete(ParseWords::ALL);
    }

    /// Issue 45: numbers refused by the parser are said in words, in the user's language.
    #[test]
    fn a_number_out_of_range_is_said_with_what_the_option_takes() {
        let said = refused(&[
            "dugout",
            "fixtures",
            "list",
            "--season",
            "99999999999999999999",
        ])
        .expect("refused");
        assert_eq!(
            said,
            "--season takes a whole number; `99999999999999999999` is not one"
        );
        assert!(!said.contains("target type"), "{said}");
        let said = refused(&[
            "dugout", "--lang", "fr", "stats", "leaders", "--season", "1", "--top", "0",
        ])
        .expect("refused");
        assert_eq!(
            said,
            "--top attend un nombre entier de 1 à 65535 ; « 0 » n'en est pas un"
        );
    }

    /// Issue 45: `-1` is a value, so the command's own rule refuses it in words.
    #[test]
    fn a_negative_number_is_read_as_a_value() {
        let command = negative_numbers(Cli::command());
        let parsed = command.try_get_matches_from([
            "dugout",
            "league",
            "settings",
            "1",
            "--points-win",
            "-1",
        ]);
        assert!(parsed.is_ok(), "{parsed:?}");
    }
}

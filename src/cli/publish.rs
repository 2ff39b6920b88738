//! `dugout publish`: writes the league's website into a folder (see `crate::publish`).
//! The global `--lang` picks the site's language; `--lang both` writes each language in
//! its own folder with a switch between them (the messages then speak English).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::emit;
use crate::Result;
use crate::data::Lang;
use crate::publish::{FolderReport, PublishOptions, publish};
use crate::store::{LeagueId, SeasonId, Store};
use crate::tr::texts;

#[derive(Debug, Args)]
pub struct PublishArgs {
    /// The league to publish
    #[arg(long)]
    pub league: i64,
    /// The folder to write the site into (created if need be; other files in it are kept)
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// Only these seasons get pages (repeat the flag; every season when left out)
    #[arg(long, value_name = "SEASON")]
    pub season: Vec<i64>,
    #[arg(long)]
    pub json: bool,
}

texts! { PublishWords {
    Done => "Published the league's site to {}: {} files written, {} unchanged, {} removed. Open {} in a browser.",
        "Site de la ligue publié dans {} : {} fichiers écrits, {} inchangés, {} retirés. Ouvrez {} dans un navigateur.";
} }

/// The site's languages `--lang` asks for: one, or both for `both`.
pub fn site_langs(given: Option<&str>, lang: Lang) -> Vec<Lang> {
    match given {
        Some(code) if code.trim().eq_ignore_ascii_case("both") => vec![Lang::En, Lang::Fr],
        _ => vec![lang],
    }
}

pub fn run(
    store: &mut Store,
    langs: Vec<Lang>,
    lang: Lang,
    args: &PublishArgs,
) -> Result<ExitCode> {
    let options = PublishOptions {
        langs,
        seasons: args.season.iter().map(|s| SeasonId(*s)).collect(),
    };
    let report = publish(store, LeagueId(args.league), &args.out, &options, &|_| {})?;
    emit(args.json, &report, || said(&report, args, lang))?;
    Ok(ExitCode::SUCCESS)
}

fn said(report: &FolderReport, args: &PublishArgs, lang: Lang) -> String {
    let index = args.out.join("index.html");
    let mut text = PublishWords::Done.fill(
        lang,
        &[
            &args.out.display(),
            &report.written.len(),
            &report.unchanged,
            &report.removed.len(),
            &index.display(),
        ],
    );
    text.push('\n');
    if let Some(left) = report.left_said(lang) {
        text.push_str(&left);
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_words_are_complete_and_both_means_both() {
        crate::tr::assert_complete(PublishWords::ALL);
        assert_eq!(site_langs(Some("both"), Lang::En), vec![Lang::En, Lang::Fr]);
        assert_eq!(site_langs(Some("fr"), Lang::Fr), vec![Lang::Fr]);
        assert_eq!(site_langs(None, Lang::En), vec![Lang::En]);
    }
}

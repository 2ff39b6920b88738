//! Issue 45: the site folder can't be turned against the user. Each attack a hostile
//! writer of a shared site folder can plant (a link at a temporary name, a linked
//! sub-folder, a forged list of Dugout's files, a page edited by hand) is tried in
//! English and French: the refusal says what is wrong in the user's language with no
//! system error number, and the league file, the site folder and a victim file outside
//! it are unchanged byte for byte. A forged list that Dugout reads removes nothing of
//! the user's.

#![cfg(unix)]

use crate::common;

use std::collections::BTreeMap;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};

use common::cli::Cli;

const PRECIOUS: &str = "precious";

/// A league published once, a victim file and a folder outside the site.
struct Scene {
    cli: Cli,
    dir: tempfile::TempDir,
    lang: &'static str,
}

/// What stands at each path under a folder: a file's bytes, a link's target, a folder.
fn tree(root: &Path) -> BTreeMap<String, String> {
    let mut found = BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let relative = path.strip_prefix(root).unwrap().display().to_string();
            let meta = std::fs::symlink_metadata(&path).unwrap();
            let what = if meta.file_type().is_symlink() {
                format!("link to {}", std::fs::read_link(&path).unwrap().display())
            } else if meta.is_dir() {
                stack.push(path);
                "folder".to_string()
            } else {
                String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned()
            };
            found.insert(relative, what);
        }
    }
    found
}

impl Scene {
    fn new(lang: &'static str) -> Scene {
        let cli = Cli::new();
        cli.ok(&["league", "demo"]);
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("victim.txt"), PRECIOUS).unwrap();
        std::fs::create_dir(dir.path().join("elsewhere")).unwrap();
        std::fs::write(dir.path().join("elsewhere/victim.txt"), PRECIOUS).unwrap();
        std::fs::write(dir.path().join("elsewhere/index.html"), PRECIOUS).unwrap();
        let scene = Scene { cli, dir, lang };
        scene.publish_ok();
        scene
    }

    fn site(&self) -> PathBuf {
        self.dir.path().join("site")
    }

    fn victim(&self) -> PathBuf {
        self.dir.path().join("victim.txt")
    }

    fn elsewhere(&self) -> PathBuf {
        self.dir.path().join("elsewhere")
    }

    fn args<'a>(&'a self, site: &'a str) -> Vec<&'a str> {
        vec![
            "--lang", self.lang, "publish", "--league", "1", "--out", site,
        ]
    }

    fn publish_ok(&self) -> String {
        let site = self.site().display().to_string();
        self.cli.ok(&self.args(&site))
    }

    /// Everything the attack could reach: the league file, the whole scratch folder.
    fn state(&self) -> (Vec<u8>, BTreeMap<String, String>) {
        (std::fs::read(self.cli.db()).unwrap(), tree(self.dir.path()))
    }

    /// Publishing into `site` is refused, saying `english` or `french`, and changes
    /// nothing anywhere.
    fn refused(&self, site: &Path, english: &str, french: &str) {
        let before = self.state();
        let site = site.display().to_string();
        let said = self.cli.refused(&self.args(&site));
        let needle = match self.lang {
            "fr" => french,
            _ => english,
        };
        assert!(
            said.contains(needle),
            "{}: expected `{needle}` in {said}",
            self.lang
        );
        assert!(!said.contains("os error"), "{said}");
        assert_eq!(self.state(), before, "the refusal changed something");
        assert_eq!(std::fs::read_to_string(self.victim()).unwrap(), PRECIOUS);
    }

    /// A change to the league that changes every page.
    fn rename_league_team(&self) {
        self.cli.ok(&["team", "rename", "1", "--name", "Renamed"]);
    }
}

fn each_lang(test: impl Fn(Scene)) {
    for lang in ["en", "fr"] {
        test(Scene::new(lang));
    }
}

#[test]
fn a_link_at_a_pages_temporary_name_is_refused() {
    each_lang(|scene| {
        symlink(scene.victim(), scene.site().join(".index.html.dugout-tmp")).unwrap();
        scene.rename_league_team();
        scene.refused(&scene.site(), "is a link", "est un lien");
    });
}

#[test]
fn a_link_at_the_lists_temporary_name_is_refused_even_with_nothing_changed() {
    each_lang(|scene| {
        symlink(
            scene.victim(),
            scene.site().join("..dugout-site.dugout-tmp"),
        )
        .unwrap();
        scene.refused(&scene.site(), "is a link", "est un lien");
    });
}

#[test]
fn a_link_planted_in_a_fresh_folder_before_the_first_publish_is_refused() {
    each_lang(|scene| {
        let fresh = scene.dir.path().join("fresh");
        std::fs::create_dir(&fresh).unwrap();
        symlink(scene.victim(), fresh.join(".index.html.dugout-tmp")).unwrap();
        scene.refused(&fresh, "is a link", "est un lien");
        let other = scene.dir.path().join("other");
        std::fs::create_dir(&other).unwrap();
        symlink(scene.elsewhere(), other.join("teams")).unwrap();
        scene.refused(&other, "is a link", "est un lien");
    });
}

#[test]
fn a_sub_folder_swapped_for_a_link_is_refused() {
    each_lang(|scene| {
        std::fs::remove_dir_all(scene.site().join("teams")).unwrap();
        symlink(scene.elsewhere(), scene.site().join("teams")).unwrap();
        scene.refused(&scene.site(), "is a link", "est un lien");
    });
}

#[test]
fn a_page_edited_since_dugout_wrote_it_is_not_written_over() {
    each_lang(|scene| {
        std::fs::write(scene.site().join("index.html"), "edited by hand").unwrap();
        scene.rename_league_team();
        scene.refused(
            &scene.site(),
            "no longer holds the page",
            "ne contient plus la page",
        );
    });
}

/// A forged list reaching outside through a link, or naming the user's own file, with
/// the right header and even the right bytes: nothing of the user's is removed.
#[test]
fn a_forged_list_removes_nothing_of_the_users() {
    each_lang(|scene| {
        let site = scene.site();
        symlink(scene.elsewhere(), site.join("out")).unwrap();
        std::fs::write(site.join("README.md"), PRECIOUS).unwrap();
        std::fs::create_dir(site.join("photos")).unwrap();
        let list = std::fs::read_to_string(site.join(".dugout-site")).unwrap();
        let forged = format!("{list}- out/victim.txt\n- out/index.html\n- README.md\n- photos\n")
            .replace("# format 2\n", "# format 2\n# unfinished\n");
        std::fs::write(site.join(".dugout-site"), &forged).unwrap();
        let said = scene.publish_ok();
        let left = match scene.lang {
            "fr" => "laissé",
            _ => "Left 4 file(s)",
        };
        assert!(said.contains(left), "{said}");
        assert_eq!(tree(&scene.elsewhere()).len(), 2);
        assert_eq!(
            std::fs::read_to_string(site.join("README.md")).unwrap(),
            PRECIOUS
        );
        assert!(site.join("photos").is_dir());
        // The folder entry does not stop later publishes.
        scene.rename_league_team();
        scene.publish_ok();
        // A first-format list (bare paths) naming the same files removes nothing either.
        let list = std::fs::read_to_string(site.join(".dugout-site")).unwrap();
        let mut first = list.lines().next().unwrap().to_string();
        for line in list.lines().skip(1).filter(|l| !l.starts_with('#')) {
            first.push_str(&format!("\n{}", line.split_once(' ').unwrap().1));
        }
        first.push_str("\nREADME.md\nout/victim.txt\n");
        std::fs::write(site.join(".dugout-site"), first).unwrap();
        scene.cli.ok(&["team", "rename", "1", "--name", "Again"]);
        scene.publish_ok();
        assert_eq!(
            std::fs::read_to_string(site.join("README.md")).unwrap(),
            PRECIOUS
        );
        assert_eq!(
            std::fs::read_to_string(scene.elsewhere().join("victim.txt")).unwrap(),
            PRECIOUS
        );
    });
}

#[test]
fn a_list_dugout_does_not_write_is_refused_not_obeyed() {
    each_lang(|scene| {
        std::fs::write(
            scene.site().join(".dugout-site"),
            "# Files written by Dugout's `publish`; other files here are left alone.\n# format 2\nnot a line Dugout writes\n",
        )
        .unwrap();
        scene.refused(
            &scene.site(),
            "is not the list of pages",
            "n'est pas la liste de pages",
        );
    });
}

#[test]
fn a_file_given_as_the_folder_and_a_season_of_no_league_are_refused_in_words() {
    each_lang(|scene| {
        scene.refused(
            &scene.victim(),
            "is a file, not a folder",
            "est un fichier, pas un dossier",
        );
        let site = scene.site().display().to_string();
        let mut args = scene.args(&site);
        args.extend(["--season", "99"]);
        let said = scene.cli.refused(&args);
        let needle = match scene.lang {
            "fr" => "n'a pas de saison",
            _ => "has no season",
        };
        assert!(said.contains(needle), "{said}");
    });
}

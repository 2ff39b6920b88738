use super::*;

/// Publishes `files` (path, text) with nothing told of the progress.
fn write(root: &Path, files: &[(&str, &str)]) -> Result<FolderReport, PublishFault> {
    let paths: Vec<String> = files.iter().map(|(p, _)| p.to_string()).collect();
    let make = |i: usize| Ok(files[i].1.as_bytes().to_vec());
    write_site(root, &paths, &make, &|_, _| {})
}

fn read(path: impl AsRef<Path>) -> String {
    std::fs::read_to_string(path).unwrap()
}

/// A folder holding a site of two pages, and a victim file outside it.
fn published() -> (tempfile::TempDir, std::path::PathBuf, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    let victim = dir.path().join("victim.txt");
    std::fs::write(&victim, "precious").unwrap();
    write(&site, &[("index.html", "a"), ("teams/1.html", "t")]).unwrap();
    (dir, site, victim)
}

#[test]
fn a_second_publish_writes_only_what_changed_and_keeps_foreign_files() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("site");
    std::fs::create_dir_all(&root).unwrap();
    std::fs::write(root.join("notes.txt"), "mine").unwrap();
    let first = write(&root, &[("index.html", "a"), ("teams/1.html", "t")]);
    assert_eq!(first.unwrap().written.len(), 2);
    let second = write(&root, &[("index.html", "b")]).unwrap();
    assert_eq!(second.written, vec!["index.html".to_string()]);
    assert_eq!(second.removed, vec!["teams/1.html".to_string()]);
    let third = write(&root, &[("index.html", "b")]).unwrap();
    assert_eq!((third.written.len(), third.unchanged), (0, 1));
    assert_eq!(read(root.join("notes.txt")), "mine");
    assert!(read(root.join(MANIFEST)).contains(&format!(
        "{} index.html",
        digest(b"b").iter().map(|b| format!("{b:02x}")).collect::<String>()
    )));
}

#[test]
fn a_page_over_a_foreign_file_is_refused_before_anything_is_written() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("index.html"), "theirs").unwrap();
    let refused = write(dir.path(), &[("a.html", "x"), ("index.html", "y")]);
    assert!(matches!(refused, Err(PublishFault::Foreign { .. })));
    assert!(!dir.path().join("a.html").exists());
    assert_eq!(read(dir.path().join("index.html")), "theirs");
    assert!(!dir.path().join(MANIFEST).exists());
}

#[test]
fn a_list_that_is_not_dugouts_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(MANIFEST), "hello\n").unwrap();
    assert!(matches!(
        write(dir.path(), &[]),
        Err(PublishFault::Manifest { .. })
    ));
}

#[test]
fn a_publish_cut_short_is_taken_up_by_the_next_and_its_leftovers_cleared() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let pages = [
        ("index.html", "a"),
        ("teams/1.html", "t"),
        ("teams/2.html", "u"),
    ];
    let paths: Vec<String> = pages.iter().map(|(p, _)| p.to_string()).collect();
    // The second page fails: the first may be written, the list claims all three.
    let make = |i: usize| match i {
        1 => Err(PublishFault::Worker),
        _ => Ok(pages[i].1.as_bytes().to_vec()),
    };
    assert!(write_site(root, &paths, &make, &|_, _| {}).is_err());
    let list = read(root.join(MANIFEST));
    assert!(list.contains("# unfinished") && list.contains("- teams/2.html"));
    std::fs::create_dir_all(root.join("teams")).unwrap();
    std::fs::write(root.join("teams/.1.html.dugout-tmp"), "half").unwrap();
    std::fs::write(root.join("teams/2.html"), "u").unwrap();
    let report = write(root, &pages).unwrap();
    assert_eq!(report.written.len() + report.unchanged, 3);
    assert!(!root.join("teams/.1.html.dugout-tmp").exists());
    assert!(!read(root.join(MANIFEST)).contains("# unfinished"));
}

#[test]
fn progress_counts_every_file_once() {
    let dir = tempfile::tempdir().unwrap();
    let paths: Vec<String> = (0..50).map(|i| format!("p/{i}.html")).collect();
    let seen = std::sync::Mutex::new(Vec::new());
    let make = |i: usize| Ok(i.to_string().into_bytes());
    let report = write_site::<PublishFault>(dir.path(), &paths, &make, &|done, all| {
        seen.lock().unwrap().push((done, all));
    })
    .unwrap();
    assert_eq!(report.written, paths);
    let mut seen = seen.into_inner().unwrap();
    seen.sort_unstable();
    assert_eq!(seen, (1..=50).map(|d| (d, 50)).collect::<Vec<_>>());
}

#[cfg(unix)]
mod links {
    use super::*;
    use std::os::unix::fs::symlink;

    /// Issue 45: a link at a temporary name, in a folder published before or a fresh
    /// one, is refused before anything is written; the file it points to is untouched.
    #[test]
    fn a_link_at_a_temporary_name_is_refused_and_its_target_untouched() {
        for temporary in [
            ".index.html.dugout-tmp",
            "..dugout-site.dugout-tmp",
            "teams/.1.html.dugout-tmp",
        ] {
            let (_dir, site, victim) = published();
            symlink(&victim, site.join(temporary)).unwrap();
            let list = read(site.join(MANIFEST));
            let refused = write(&site, &[("index.html", "b"), ("teams/1.html", "u")]);
            assert!(
                matches!(refused, Err(PublishFault::Link { .. })),
                "{temporary}: {refused:?}"
            );
            assert_eq!(read(&victim), "precious");
            assert_eq!(read(site.join("index.html")), "a");
            assert_eq!(read(site.join(MANIFEST)), list);
        }
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim.txt");
        std::fs::write(&victim, "precious").unwrap();
        let site = dir.path().join("fresh");
        std::fs::create_dir(&site).unwrap();
        symlink(&victim, site.join("..dugout-site.dugout-tmp")).unwrap();
        assert!(matches!(
            write(&site, &[("index.html", "b")]),
            Err(PublishFault::Link { .. })
        ));
        assert_eq!(read(&victim), "precious");
        assert!(!site.join(MANIFEST).exists());
    }

    /// Issue 45: a sub-folder that is a link, before the first publish or swapped in
    /// later, is refused; nothing is written into the folder it points to.
    #[test]
    fn a_linked_sub_folder_is_refused_and_nothing_written_through_it() {
        let (dir, site, _victim) = published();
        let elsewhere = dir.path().join("elsewhere");
        std::fs::create_dir(&elsewhere).unwrap();
        std::fs::write(elsewhere.join("1.html"), "theirs").unwrap();
        std::fs::remove_dir_all(site.join("teams")).unwrap();
        symlink(&elsewhere, site.join("teams")).unwrap();
        let refused = write(&site, &[("index.html", "b"), ("teams/1.html", "u")]);
        assert!(
            matches!(refused, Err(PublishFault::Link { .. })),
            "{refused:?}"
        );
        assert_eq!(read(elsewhere.join("1.html")), "theirs");
        assert_eq!(std::fs::read_dir(&elsewhere).unwrap().count(), 1);
        let fresh = dir.path().join("fresh");
        std::fs::create_dir(&fresh).unwrap();
        symlink(&elsewhere, fresh.join("teams")).unwrap();
        let refused = write(&fresh, &[("teams/1.html", "u")]);
        assert!(
            matches!(refused, Err(PublishFault::Link { .. })),
            "{refused:?}"
        );
        assert_eq!(std::fs::read_dir(&elsewhere).unwrap().count(), 1);
    }

    /// Issue 45: a page that is a link is refused, not written through.
    #[test]
    fn a_page_that_is_a_link_is_refused() {
        let (_dir, site, victim) = published();
        std::fs::remove_file(site.join("index.html")).unwrap();
        symlink(&victim, site.join("index.html")).unwrap();
        assert!(matches!(
            write(&site, &[("index.html", "b")]),
            Err(PublishFault::Link { .. })
        ));
        assert_eq!(read(&victim), "precious");
    }

    /// Issue 45: a forged list names files outside through a link: nothing is removed.
    #[test]
    fn a_forged_list_through_a_link_removes_nothing() {
        let (dir, site, _victim) = published();
        let elsewhere = dir.path().join("elsewhere");
        std::fs::create_dir(&elsewhere).unwrap();
        std::fs::write(elsewhere.join("victim.txt"), "precious").unwrap();
        symlink(&elsewhere, site.join("out")).unwrap();
        let wrote = digest(b"precious")
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<String>();
        let forged = manifest::text(
            [
                ("index.html", Written::Bytes(digest(b"a"))),
                ("out/victim.txt", Written::Bytes(digest(b"precious"))),
            ]
            .into_iter(),
            true,
        );
        assert!(forged.contains(&wrote));
        std::fs::write(site.join(MANIFEST), forged).unwrap();
        let report = write(&site, &[("index.html", "a")]).unwrap();
        assert_eq!(report.left, vec!["out/victim.txt".to_string()]);
        assert!(report.removed.is_empty());
        assert_eq!(read(elsewhere.join("victim.txt")), "precious");
    }
}

/// Issue 45: a list naming the user's own file removes nothing of theirs, whichever
/// format it is forged in; an entry naming a folder is left, and later publishes work.
#[test]
fn a_forged_list_removes_nothing_of_the_users() {
    let (_dir, site, _victim) = published();
    std::fs::write(site.join("README.md"), "mine").unwrap();
    std::fs::create_dir(site.join("photos")).unwrap();
    let header = "# Files written by Dugout's `publish`; other files here are left alone.";
    for forged in [
        format!("{header}\n# unfinished\nindex.html\nREADME.md\nphotos\n"),
        manifest::text(
            [
                ("README.md", Written::Bytes(digest(b"not what it holds"))),
                ("index.html", Written::Bytes(digest(b"a"))),
                ("photos", Written::Bytes(digest(b""))),
            ]
            .into_iter(),
            false,
        ),
    ] {
        std::fs::write(site.join(MANIFEST), forged).unwrap();
        let report = write(&site, &[("index.html", "a")]).unwrap();
        assert_eq!(
            report.left,
            vec!["README.md".to_string(), "photos".to_string()]
        );
        assert_eq!(read(site.join("README.md")), "mine");
        assert!(site.join("photos").is_dir());
        assert!(write(&site, &[("index.html", "b")]).is_ok());
        assert!(write(&site, &[("index.html", "a")]).is_ok());
    }
}

/// Issue 45: a page changed by hand since Dugout wrote it is not written over.
#[test]
fn a_page_changed_since_dugout_wrote_it_is_refused() {
    let (_dir, site, _victim) = published();
    std::fs::write(site.join("teams/1.html"), "edited").unwrap();
    let refused = write(&site, &[("index.html", "b"), ("teams/1.html", "u")]);
    assert!(
        matches!(refused, Err(PublishFault::Changed { .. })),
        "{refused:?}"
    );
    assert_eq!(read(site.join("teams/1.html")), "edited");
    assert_eq!(read(site.join("index.html")), "a");
}

/// Issue 45: while one publish holds the folder, a second is refused in words.
#[cfg(unix)]
#[test]
fn a_second_publish_into_the_same_folder_waits_its_turn() {
    let (_dir, site, _victim) = published();
    let held = Dir::open_root(&site).unwrap();
    lock(&held).unwrap();
    let refused = write(&site, &[("index.html", "b")]);
    assert!(
        matches!(refused, Err(PublishFault::Busy { .. })),
        "{refused:?}"
    );
    assert_eq!(read(site.join("index.html")), "a");
    drop(held);
    assert!(write(&site, &[("index.html", "b")]).is_ok());
}

#[test]
fn a_file_chosen_as_the_folder_is_refused_in_words() {
    let (_dir, site, victim) = published();
    let _ = site;
    assert!(matches!(
        write(&victim, &[("index.html", "b")]),
        Err(PublishFault::NotFolder { .. })
    ));
    assert_eq!(read(&victim), "precious");
}

#[test]
fn the_words_are_complete_and_left_files_are_named() {
    crate::tr::assert_complete(FolderTexts::ALL);
    let report = FolderReport {
        left: vec!["README.md".into()],
        ..FolderReport::default()
    };
    assert!(
        report
            .left_said(Lang::Fr)
            .is_some_and(|s| s.contains("README.md"))
    );
    assert!(FolderReport::default().left_said(Lang::En).is_none());
}

//! The published site as a browser takes it (issue 35): a site for a league of each game,
//! in both languages, where every page parses as HTML5 without a single parse error
//! (html5ever asked for every error the standard names, and every element closed where
//! it was opened), and headless Chromium opens every page with no console error, no
//! resource failing to load and no request leaving the folder.
//!
//! The browser test needs Chromium (Debian: `apt-get install -y chromium`; `.ci/run`
//! installs it); without it the test fails saying so. `DUGOUT_CHROMIUM` names another
//! binary.

use crate::common;
use crate::publish::{files, published};

use std::borrow::Cow;
use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use html5ever::interface::{ElementFlags, NodeOrText, QuirksMode, TreeSink};
use html5ever::tendril::{StrTendril, TendrilSink};
use html5ever::tokenizer::states::RawKind;
use html5ever::tokenizer::{
    BufferQueue, TagKind, Token, TokenSink, TokenSinkResult, Tokenizer, TokenizerOpts,
};
use html5ever::tree_builder::TreeBuilderOpts;
use html5ever::{Attribute, ExpandedName, ParseOpts, QualName, parse_document};
use markup5ever_rcdom::{Handle, RcDom};
use serde_json::{Value, json};

use common::bloodbowl::hire;
use common::cli::Cli;
use common::killpower::{SQUAD, league as kpb_league, report as kpb_report, team as kpb_team};

// ---------------------------------------------------------------------------------------
// HTML: parse errors

/// Every problem of a page, each with its line: the parse errors html5ever reports when
/// asked for every error the HTML standard names (stray end tags, bad nesting, duplicate
/// attributes, a missing doctype, an element left open at the end…), then every element
/// closed implicitly, which HTML allows for some (`<p>`, `<li>`, `<td>`…) but templates
/// should not rely on.
fn html_problems(html: &str) -> Vec<String> {
    let options = ParseOpts {
        tokenizer: TokenizerOpts {
            exact_errors: true,
            ..TokenizerOpts::default()
        },
        tree_builder: TreeBuilderOpts {
            exact_errors: true,
            ..TreeBuilderOpts::default()
        },
    };
    // The tree builder tells the line only when it changes, from line 1.
    let sink = Lined {
        line: Cell::new(1),
        ..Lined::default()
    };
    let mut problems = parse_document(sink, options).one(html);
    problems.extend(unclosed(html));
    problems
}

/// An RcDom that notes the line each parse error was found on.
#[derive(Default)]
struct Lined {
    dom: RcDom,
    line: Cell<u64>,
    errors: RefCell<Vec<String>>,
}

impl TreeSink for Lined {
    type Handle = Handle;
    type Output = Vec<String>;
    type ElemName<'a>
        = ExpandedName<'a>
    where
        Self: 'a;

    fn finish(self) -> Vec<String> {
        self.errors.into_inner()
    }
    fn parse_error(&self, message: Cow<'static, str>) {
        let line = self.line.get();
        self.errors
            .borrow_mut()
            .push(format!("line {line}: {message}"));
    }
    fn set_current_line(&self, line: u64) {
        self.line.set(line);
    }
    fn get_document(&self) -> Handle {
        self.dom.get_document()
    }
    fn elem_name<'a>(&'a self, target: &'a Handle) -> ExpandedName<'a> {
        self.dom.elem_name(target)
    }
    fn create_element(&self, name: QualName, attrs: Vec<Attribute>, flags: ElementFlags) -> Handle {
        self.dom.create_element(name, attrs, flags)
    }
    fn create_comment(&self, text: StrTendril) -> Handle {
        self.dom.create_comment(text)
    }
    fn create_pi(&self, target: StrTendril, data: StrTendril) -> Handle {
        self.dom.create_pi(target, data)
    }
    fn append(&self, parent: &Handle, child: NodeOrText<Handle>) {
        self.dom.append(parent, child)
    }
    fn append_based_on_parent_node(
        &self,
        element: &Handle,
        prev_element: &Handle,
        child: NodeOrText<Handle>,
    ) {
        self.dom
            .append_based_on_parent_node(element, prev_element, child)
    }
    fn append_doctype_to_document(
        &self,
        name: StrTendril,
        public_id: StrTendril,
        system_id: StrTendril,
    ) {
        self.dom
            .append_doctype_to_document(name, public_id, system_id)
    }
    fn get_template_contents(&self, target: &Handle) -> Handle {
        self.dom.get_template_contents(target)
    }
    fn same_node(&self, x: &Handle, y: &Handle) -> bool {
        self.dom.same_node(x, y)
    }
    fn set_quirks_mode(&self, mode: QuirksMode) {
        self.dom.set_quirks_mode(mode)
    }
    fn append_before_sibling(&self, sibling: &Handle, new_node: NodeOrText<Handle>) {
        self.dom.append_before_sibling(sibling, new_node)
    }
    fn add_attrs_if_missing(&self, target: &Handle, attrs: Vec<Attribute>) {
        self.dom.add_attrs_if_missing(target, attrs)
    }
    fn remove_from_parent(&self, target: &Handle) {
        self.dom.remove_from_parent(target)
    }
    fn reparent_children(&self, node: &Handle, new_parent: &Handle) {
        self.dom.reparent_children(node, new_parent)
    }
    fn is_mathml_annotation_xml_integration_point(&self, handle: &Handle) -> bool {
        self.dom.is_mathml_annotation_xml_integration_point(handle)
    }
    fn maybe_clone_an_option_into_selectedcontent(&self, option: &Handle) {
        self.dom.maybe_clone_an_option_into_selectedcontent(option)
    }
}

/// The elements that have no end tag.
const VOID: [&str; 13] = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
    "wbr",
];

/// Every element not closed by its own end tag (`<li>` ended by the next `<li>`, `<td>`
/// by `</tr>`…), and every end tag closing some other element than the last one opened.
fn unclosed(html: &str) -> Vec<String> {
    let tokenizer = Tokenizer::new(Opened::default(), TokenizerOpts::default());
    let input = BufferQueue::default();
    input.push_back(StrTendril::from(html));
    let _ = tokenizer.feed(&input);
    tokenizer.end();
    let sink = tokenizer.sink;
    let mut problems = sink.problems.into_inner();
    for (name, line) in sink.open.into_inner().into_iter().rev() {
        problems.push(format!("line {line}: <{name}> is never closed"));
    }
    problems
}

/// The tags seen so far: the elements open, with the line each was opened on.
#[derive(Default)]
struct Opened {
    open: RefCell<Vec<(String, u64)>>,
    problems: RefCell<Vec<String>>,
}

impl TokenSink for Opened {
    type Handle = ();

    fn process_token(&self, token: Token, line: u64) -> TokenSinkResult<()> {
        let Token::TagToken(tag) = token else {
            return TokenSinkResult::Continue;
        };
        let name = tag.name.to_string();
        let mut open = self.open.borrow_mut();
        match tag.kind {
            TagKind::StartTag if tag.self_closing || VOID.contains(&name.as_str()) => {}
            TagKind::StartTag => {
                open.push((name.clone(), line));
                // The tokenizer reads these elements' text as the tree builder tells it.
                return match name.as_str() {
                    "title" | "textarea" => TokenSinkResult::RawData(RawKind::Rcdata),
                    "style" | "xmp" | "iframe" | "noembed" | "noframes" => {
                        TokenSinkResult::RawData(RawKind::Rawtext)
                    }
                    "script" => TokenSinkResult::RawData(RawKind::ScriptData),
                    "plaintext" => TokenSinkResult::Plaintext,
                    _ => TokenSinkResult::Continue,
                };
            }
            TagKind::EndTag => match open.iter().rposition(|(n, _)| *n == name) {
                None => self
                    .problems
                    .borrow_mut()
                    .push(format!("line {line}: </{name}> closes nothing open")),
                Some(at) => {
                    for (inner, opened) in open.drain(at..).skip(1) {
                        self.problems.borrow_mut().push(format!(
                            "line {line}: </{name}> closes <{inner}> opened on line {opened}"
                        ));
                    }
                    open.truncate(at);
                }
            },
        }
        TokenSinkResult::Continue
    }
}

/// Every `.html` page of a published folder, with its problems; fails naming each page
/// and its problems when there is one.
fn assert_pages_parse(site: &BTreeMap<String, Vec<u8>>) -> usize {
    let mut pages = 0;
    let mut failures = Vec::new();
    for (path, bytes) in site.iter().filter(|(p, _)| p.ends_with(".html")) {
        pages += 1;
        let html = String::from_utf8_lossy(bytes);
        let problems = html_problems(&html);
        if !problems.is_empty() {
            failures.push(format!("{path}:\n  {}", problems.join("\n  ")));
        }
    }
    assert!(
        failures.is_empty(),
        "pages that do not parse cleanly:\n{}",
        failures.join("\n")
    );
    pages
}

#[test]
fn the_html_check_sees_each_kind_of_parse_error() {
    let page = |body: &str| {
        format!(
            "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>T</title>\n</head>\n<body>\n{body}\n</body>\n</html>\n"
        )
    };
    assert_eq!(
        html_problems(&page("<ul><li>a</li></ul><p>b <a href=\"x\">c</a></p>")),
        Vec::<String>::new(),
        "a clean page"
    );
    assert_eq!(
        html_problems(&page(
            "<svg viewBox=\"0 0 1 1\"><circle r=\"1\"/></svg><br>"
        )),
        Vec::<String>::new(),
        "self-closed SVG and void elements"
    );
    for (broken, expected) in [
        ("<div><span>a</div>", "line 8: </div> closes <span>"),
        ("<div>a", "closes <div> opened on line 8"),
        ("<ul><li>a<li>b</ul>", "</ul> closes <li> opened on line 8"),
        ("<p>a</p></p>", "line 8"),
        ("<b><i>a</b></i>", "line 8"),
        ("<a href=\"x\" href=\"y\">a</a>", "Duplicate attribute"),
        ("</span>", "line 8"),
        ("<table><tr><td>a</td></tr><div>b</div></table>", "line 8"),
        ("<p><div>a</div></p>", "line 8"),
        ("<img src=\"a.png\" alt=\"a\"\">", "line 8"),
        ("<div/>a</div>", "line 8"),
    ] {
        let problems = html_problems(&page(broken));
        assert!(
            problems.iter().any(|p| p.contains(expected)),
            "{broken}: {problems:?}"
        );
    }
    let no_doctype = html_problems("<html><head><title>T</title></head><body></body></html>");
    assert!(
        no_doctype
            .iter()
            .any(|p| p.starts_with("line 1: ") && p.contains("insertion mode Initial")),
        "{no_doctype:?}"
    );
    // The site check names the page and what was found.
    let mut site = BTreeMap::new();
    site.insert(
        "en/index.html".to_string(),
        page("<p>fine</p>").into_bytes(),
    );
    site.insert(
        "en/teams/3.html".to_string(),
        page("<div><em>x</div>").into_bytes(),
    );
    let failed = std::panic::catch_unwind(|| assert_pages_parse(&site))
        .expect_err("a broken page fails the check");
    let said = failed.downcast_ref::<String>().cloned().unwrap_or_default();
    assert!(
        said.contains("en/teams/3.html") && said.contains("</div> closes <em>"),
        "{said}"
    );
    assert!(!said.contains("en/index.html"), "{said}");
}

// ---------------------------------------------------------------------------------------
// Leagues of each game, published in both languages

/// A DreadBall league (the demo: rounds played, a player lost) and a team with colours.
fn dreadball(cli: &Cli) -> i64 {
    cli.ok(&["league", "demo"]);
    cli.ok(&[
        "team",
        "colours",
        "--team",
        "1",
        "--primary",
        "#1565C0",
        "--secondary",
        "#FFFFFF",
    ]);
    1
}

/// A Blood Bowl league of two Human teams with players, one match played with
/// casualties.
fn blood_bowl(cli: &Cli) -> i64 {
    let league = cli.json(&[
        "league",
        "new",
        "--name",
        "Old World",
        "--game",
        "bloodbowl",
    ])["id"]
        .as_i64()
        .unwrap();
    let l = league.to_string();
    let mut teams = Vec::new();
    for name in ["Reavers", "Barons"] {
        let team = cli.json(&[
            "team", "new", "--league", &l, "--roster", "human", "--name", name,
        ])["id"]
            .as_i64()
            .unwrap();
        hire(cli, &team.to_string(), "lineman", 7);
        hire(cli, &team.to_string(), "blitzer", 2);
        teams.push(team);
    }
    let season = cli.json(&[
        "season",
        "new",
        "--league",
        &l,
        "--name",
        "2027",
        "--every-team",
    ])["id"]
        .as_i64()
        .unwrap()
        .to_string();
    cli.ok(&["fixtures", "generate", "--season", &season]);
    let first = cli.json(&["fixtures", "list", "--season", &season])[0]["id"]
        .as_i64()
        .unwrap()
        .to_string();
    cli.ok(&[
        "match",
        "record",
        "--match",
        &first,
        "--home-score",
        "2",
        "--away-score",
        "1",
        "--home-cas",
        "2",
        "--away-cas",
        "1",
    ]);
    league
}

/// A Killpower Ball championship of two teams, one match played: a gladiator dies and is
/// replaced.
fn killpower(cli: &Cli) -> i64 {
    let league = kpb_league(cli, "killpower");
    let l = league.to_string();
    kpb_team(cli, league, "Wardens", 1, &SQUAD);
    kpb_team(cli, league, "Lifers", 2, &SQUAD);
    let season = cli.json(&[
        "season",
        "new",
        "--league",
        &l,
        "--name",
        "2027",
        "--every-team",
    ])["id"]
        .as_i64()
        .unwrap()
        .to_string();
    cli.ok(&["fixtures", "generate", "--season", &season]);
    let fixture = cli.json(&["fixtures", "list", "--season", &season])[0]["id"]
        .as_i64()
        .unwrap();
    cli.ok(&[
        "kpb",
        "prematch",
        "--match",
        &fixture.to_string(),
        "--seed",
        "4",
    ]);
    kpb_report(
        cli,
        fixture,
        &json!({
            "home_score": 3, "away_score": 1,
            "away": {
                "death_risks": [{"player": 2, "life": -16}],
                "replacements": [{"replaces": 2, "name": "Zoé", "specialization": "archer", "magic": "gloves"}]
            }
        }),
        false,
    );
    league
}

/// A site of each game in both languages, each in its folder under `dir`: the folder
/// and its files.
fn sites(dir: &Path) -> Vec<(PathBuf, BTreeMap<String, Vec<u8>>)> {
    type League = fn(&Cli) -> i64;
    let games: [(&str, League); 3] = [
        ("dreadball", dreadball),
        ("bloodbowl", blood_bowl),
        ("killpower", killpower),
    ];
    games
        .into_iter()
        .map(|(name, make)| {
            let cli = Cli::new();
            let league = make(&cli);
            let out = dir.join(name);
            let site = published(&cli, league, &out, "both");
            assert!(
                site.keys().any(|p| p.starts_with("en/matches/"))
                    && site.keys().any(|p| p.starts_with("fr/teams/")),
                "{name}: a match page and team pages"
            );
            (out, site)
        })
        .collect()
}

#[test]
fn every_page_of_a_site_of_each_game_parses_without_an_error() {
    let dir = tempfile::tempdir().unwrap();
    for (out, site) in sites(dir.path()) {
        let pages = assert_pages_parse(&site);
        assert!(pages > 10, "{}: {pages} pages", out.display());
    }
}

// ---------------------------------------------------------------------------------------
// Headless Chromium, driven through the DevTools protocol on a pipe

/// The Chromium binary: `DUGOUT_CHROMIUM`, or the first of the usual names found on the
/// `PATH`. Fails, saying what to install, when there is none: the check must not pass
/// for want of a browser.
fn chromium() -> PathBuf {
    if let Some(path) = std::env::var_os("DUGOUT_CHROMIUM") {
        return PathBuf::from(path);
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    for name in [
        "chromium",
        "chromium-browser",
        "google-chrome",
        "google-chrome-stable",
    ] {
        for dir in std::env::split_paths(&path) {
            let candidate = dir.join(name);
            if candidate.is_file() {
                return candidate;
            }
        }
    }
    panic!(
        "this test opens the published site in headless Chromium, which is not installed: \
         install it (Debian/Ubuntu: `apt-get install -y chromium`; `.ci/run` does) or set \
         DUGOUT_CHROMIUM to a Chromium or Chrome binary"
    );
}

/// A headless Chromium spoken to through the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: JSON messages ended by a NUL byte, read on its file 3,
/// written on its file 4), with every host name made to fail so that no request can
/// leave the machine.
struct Browser {
    child: Child,
    to: ChildStdin,
    from: Receiver<Value>,
    next: u64,
    log: PathBuf,
    _profile: tempfile::TempDir,
}

impl Browser {
    fn start() -> Browser {
        let binary = chromium();
        let profile = tempfile::tempdir().unwrap();
        let log = profile.path().join("chromium.log");
        // The shell gives the pipes on standard input and output to Chromium as its
        // files 3 and 4.
        let mut child = Command::new("sh")
            .arg("-c")
            .arg("exec \"$0\" \"$@\" 3<&0 4>&1 </dev/null >/dev/null")
            .arg(&binary)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--remote-debugging-pipe",
                "--no-first-run",
                "--no-default-browser-check",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-default-apps",
                "--disable-extensions",
                "--disable-sync",
                "--host-resolver-rules=MAP * ~NOTFOUND",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg("about:blank")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .unwrap_or_else(|e| panic!("could not start {}: {e}", binary.display()));
        let to = child.stdin.take().unwrap();
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        let (send, from) = mpsc::channel();
        std::thread::spawn(move || {
            let mut message = Vec::new();
            while reader.read_until(0, &mut message).unwrap_or(0) > 0 {
                message.pop_if(|b| *b == 0);
                if let Ok(value) = serde_json::from_slice::<Value>(&message)
                    && send.send(value).is_err()
                {
                    break;
                }
                message.clear();
            }
        });
        Browser {
            child,
            to,
            from,
            next: 0,
            log,
            _profile: profile,
        }
    }

    /// Sends a command (to a page's session, or to the browser); its id.
    fn send(&mut self, session: Option<&str>, method: &str, params: Value) -> u64 {
        self.next += 1;
        let mut message = json!({"id": self.next, "method": method, "params": params});
        if let Some(session) = session {
            message["sessionId"] = json!(session);
        }
        let mut bytes = message.to_string().into_bytes();
        bytes.push(0);
        if let Err(e) = self.to.write_all(&bytes).and_then(|()| self.to.flush()) {
            self.died(&format!("writing {method}: {e}"));
        }
        self.next
    }

    /// The next message, waiting at most `wait`.
    fn receive(&mut self, wait: Duration) -> Option<Value> {
        match self.from.recv_timeout(wait) {
            Ok(message) => Some(message),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => self.died("it closed its pipe"),
        }
    }

    fn died(&mut self, what: &str) -> ! {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let log = std::fs::read_to_string(&self.log).unwrap_or_default();
        panic!("Chromium stopped answering ({what}); its log:\n{log}");
    }

    /// Sends a command and waits for its answer, setting aside the events met meanwhile.
    fn call(&mut self, session: Option<&str>, method: &str, params: Value) -> Value {
        let id = self.send(session, method, params);
        let deadline = Instant::now() + Duration::from_secs(30);
        while Instant::now() < deadline {
            let Some(message) = self.receive(Duration::from_secs(1)) else {
                continue;
            };
            if message["id"] == json!(id) {
                if let Some(error) = message.get("error") {
                    panic!("{method}: {error}");
                }
                return message["result"].clone();
            }
        }
        self.died(&format!("no answer to {method} in 30 s"))
    }

    /// A new tab, its events on: its session.
    fn tab(&mut self) -> String {
        let target =
            self.call(None, "Target.createTarget", json!({"url": "about:blank"}))["targetId"]
                .clone();
        let session = self.call(
            None,
            "Target.attachToTarget",
            json!({"targetId": target, "flatten": true}),
        )["sessionId"]
            .as_str()
            .expect("a session")
            .to_string();
        for domain in [
            "Page.enable",
            "Network.enable",
            "Log.enable",
            "Runtime.enable",
        ] {
            self.call(Some(&session), domain, json!({}));
        }
        session
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A `file://` address for a path.
fn file_url(path: &Path) -> String {
    let mut url = String::from("file://");
    for byte in path.to_string_lossy().bytes() {
        if byte.is_ascii_alphanumeric() || b"/-._~".contains(&byte) {
            url.push(byte as char);
        } else {
            url.push_str(&format!("%{byte:02X}"));
        }
    }
    url
}

/// A tab opening one page: what it has seen so far.
struct Visit {
    page: String,
    started: Instant,
    navigate: u64,
    navigated: bool,
    loaded: bool,
    settle: Option<u64>,
    requests: BTreeMap<String, String>,
    failed: Vec<String>,
    problems: Vec<String>,
}

/// Opens every `.html` page of the folder `root` in headless Chromium, `tabs` at a time:
/// each page's problems (any console message of level error, any exception, any
/// resource that fails to load, any request for something outside the folder, a page
/// that cannot be opened), pages without any left out.
fn browser_problems(root: &Path, tabs: usize) -> BTreeMap<String, Vec<String>> {
    let root = root.canonicalize().unwrap();
    let inside = format!("{}/", file_url(&root));
    let mut pages: Vec<String> = files(&root)
        .into_keys()
        .filter(|p| p.ends_with(".html"))
        .collect();
    pages.reverse();
    let mut browser = Browser::start();
    let mut idle: Vec<String> = (0..tabs.max(1)).map(|_| browser.tab()).collect();
    let mut busy: BTreeMap<String, Visit> = BTreeMap::new();
    let mut found = BTreeMap::new();
    while !pages.is_empty() || !busy.is_empty() {
        while let Some(session) = idle.pop() {
            let Some(page) = pages.pop() else {
                idle.push(session);
                break;
            };
            let url = format!("{inside}{page}");
            let navigate = browser.send(Some(&session), "Page.navigate", json!({"url": url}));
            busy.insert(
                session,
                Visit {
                    page,
                    started: Instant::now(),
                    navigate,
                    navigated: false,
                    loaded: false,
                    settle: None,
                    requests: BTreeMap::new(),
                    failed: Vec::new(),
                    problems: Vec::new(),
                },
            );
        }
        let Some(message) = browser.receive(Duration::from_secs(1)) else {
            let late: Vec<&str> = busy
                .values()
                .filter(|v| v.started.elapsed() > Duration::from_secs(30))
                .map(|v| v.page.as_str())
                .collect();
            assert!(late.is_empty(), "pages not loaded in 30 s: {late:?}");
            continue;
        };
        let Some(session) = message["sessionId"].as_str().map(str::to_string) else {
            continue;
        };
        let Some(visit) = busy.get_mut(&session) else {
            continue;
        };
        let params = &message["params"];
        match message["method"].as_str() {
            Some("Network.requestWillBeSent") => {
                let url = params["request"]["url"].as_str().unwrap_or_default();
                let id = params["requestId"].as_str().unwrap_or_default();
                visit.requests.insert(id.to_string(), url.to_string());
                let ours = url.starts_with(&inside)
                    || url.starts_with("data:")
                    || url.starts_with("about:");
                if !ours {
                    visit
                        .problems
                        .push(format!("requests {url}, outside the folder"));
                }
            }
            Some("Network.loadingFailed") => {
                let id = params["requestId"].as_str().unwrap_or_default();
                let url = visit.requests.get(id).cloned().unwrap_or_default();
                let reason = params["blockedReason"]
                    .as_str()
                    .map(|r| format!(", blocked: {r}"))
                    .unwrap_or_default();
                visit.problems.push(format!(
                    "{} failed to load: {}{reason}",
                    url.strip_prefix(&inside).unwrap_or(&url),
                    params["errorText"].as_str().unwrap_or_default()
                ));
                visit.failed.push(id.to_string());
            }
            Some("Network.responseReceived") => {
                let status = params["response"]["status"].as_i64().unwrap_or(0);
                if status >= 400 {
                    let url = params["response"]["url"].as_str().unwrap_or_default();
                    visit.problems.push(format!("{url} answered {status}"));
                }
            }
            Some("Log.entryAdded") => {
                let entry = &params["entry"];
                // A resource that failed is already told, with its path.
                let told = entry["networkRequestId"]
                    .as_str()
                    .is_some_and(|id| visit.failed.iter().any(|f| f == id));
                if entry["level"] == "error" && !told {
                    visit.problems.push(format!(
                        "console error ({}): {} {}",
                        entry["source"].as_str().unwrap_or_default(),
                        entry["text"].as_str().unwrap_or_default(),
                        entry["url"].as_str().unwrap_or_default()
                    ));
                }
            }
            Some("Runtime.consoleAPICalled") => {
                if matches!(params["type"].as_str(), Some("error" | "assert")) {
                    visit
                        .problems
                        .push(format!("console.{}: {}", params["type"], params["args"]));
                }
            }
            Some("Runtime.exceptionThrown") => {
                visit.problems.push(format!(
                    "exception: {}",
                    params["exceptionDetails"]["exception"]["description"]
                ));
            }
            Some("Page.loadEventFired") => visit.loaded = true,
            _ => {}
        }
        if message["id"] == json!(visit.navigate) {
            visit.navigated = true;
            if let Some(error) = message["result"]["errorText"].as_str() {
                visit.problems.push(format!("cannot be opened: {error}"));
            }
        }
        if visit.settle.is_some() && message["id"] == json!(visit.settle) {
            // Every message the page sent before this answer has been read: done.
            if let Some(visit) = busy.remove(&session) {
                let mut problems = visit.problems;
                problems.dedup();
                if !problems.is_empty() {
                    found.insert(visit.page, problems);
                }
            }
            idle.push(session);
            continue;
        }
        if visit.navigated && visit.loaded && visit.settle.is_none() {
            visit.settle = Some(browser.send(
                Some(&session),
                "Runtime.evaluate",
                json!({"expression": "document.readyState"}),
            ));
        }
    }
    let _ = browser.call(None, "Browser.close", json!({}));
    found
}

/// Fails naming every page Chromium found a problem on, and each problem.
fn assert_browser_finds_nothing(root: &Path) {
    let found = browser_problems(root, 3);
    let told: Vec<String> = found
        .iter()
        .map(|(page, problems)| format!("{page}:\n  {}", problems.join("\n  ")))
        .collect();
    assert!(
        found.is_empty(),
        "Chromium found problems in {}:\n{}",
        root.display(),
        told.join("\n")
    );
}

#[test]
fn chromium_opens_every_page_of_a_site_of_each_game_without_an_error() {
    chromium();
    let dir = tempfile::tempdir().unwrap();
    for (out, _) in sites(dir.path()) {
        let started = Instant::now();
        assert_browser_finds_nothing(&out);
        eprintln!("{}: opened in {:?}", out.display(), started.elapsed());
    }
}

#[test]
fn the_browser_check_sees_a_missing_stylesheet_a_broken_image_and_outside_requests() {
    let cli = Cli::new();
    cli.ok(&["league", "demo"]);
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("site");
    published(&cli, 1, &out, "both");
    std::fs::remove_file(out.join("style.css")).unwrap();
    std::fs::write(
        out.join("en/broken.html"),
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>B</title></head>\n<body><img src=\"teams/none.png\" alt=\"none\">\n<img src=\"https://example.com/logo.png\" alt=\"logo\">\n<img src=\"http://192.0.2.1/x.png\" alt=\"x\">\n<img src=\"../../outside.png\" alt=\"o\">\n</body></html>\n",
    )
    .unwrap();
    std::fs::write(dir.path().join("outside.png"), b"not a picture").unwrap();
    let found = browser_problems(&out, 3);
    let said = |page: &str| found.get(page).cloned().unwrap_or_default().join("\n");
    for page in [
        "index.html",
        "en/index.html",
        "fr/teams/1.html",
        "en/seasons/1.html",
    ] {
        assert!(
            said(page).contains("style.css failed to load: net::ERR_FILE_NOT_FOUND"),
            "{page}: {found:?}"
        );
    }
    let broken = said("en/broken.html");
    for expected in [
        "en/teams/none.png failed to load: net::ERR_FILE_NOT_FOUND",
        "https://example.com/logo.png failed to load: net::ERR_NAME_NOT_RESOLVED",
        "requests https://example.com/logo.png, outside the folder",
        "http://192.0.2.1/x.png failed to load",
        "outside.png, outside the folder",
    ] {
        assert!(broken.contains(expected), "{expected}:\n{broken}");
    }
    let failed = std::panic::catch_unwind(|| assert_browser_finds_nothing(&out))
        .expect_err("the check fails");
    let message = failed.downcast_ref::<String>().cloned().unwrap_or_default();
    assert!(
        message.contains("en/broken.html:") && message.contains("fr/index.html:"),
        "{message}"
    );
}

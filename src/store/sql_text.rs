//! The text of a schema object's SQL, as `sqlite_schema.sql` holds it, read token by
//! token: to compare two definitions whatever their spacing, comments, letter case or
//! identifier quotes (SQLite keeps a statement's text as written, splices the text of
//! `ALTER TABLE … ADD COLUMN` into it, and quotes the names `RENAME TO` rewrites), and to
//! find a table's CHECK rules.

/// One token: what kind it is, where it starts and ends in the text.
#[derive(Clone, Copy)]
struct Token {
    kind: Kind,
    start: usize,
    end: usize,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// A keyword or a bare name: compared in lower case.
    Word,
    /// A name in quotes (`"…"`, `` `…` ``, `[…]`): compared as the bare name.
    Name(u8),
    /// A string literal (`'…'`): compared as written.
    Literal,
    /// An operator or a punctuation character.
    Punctuation,
}

impl Token {
    fn text<'a>(&self, sql: &'a str) -> &'a str {
        &sql[self.start..self.end]
    }

    /// Writes the token as it compares: lower case, quotes taken off a name.
    fn write(&self, sql: &str, out: &mut String) {
        let text = self.text(sql);
        match self.kind {
            Kind::Word => {
                let from = out.len();
                out.push_str(text);
                out[from..].make_ascii_lowercase();
            }
            Kind::Name(closing) => {
                let inner = text.get(1..).unwrap_or_default();
                let inner = inner.strip_suffix(closing as char).unwrap_or(inner);
                let mut chars = inner.chars().peekable();
                while let Some(c) = chars.next() {
                    // A doubled closing quote stands for one.
                    if c == closing as char && closing != b']' && chars.peek() == Some(&c) {
                        chars.next();
                    }
                    out.push(c.to_ascii_lowercase());
                }
            }
            Kind::Literal | Kind::Punctuation => out.push_str(text),
        }
    }
}

/// The tokens of `sql`, comments and spaces left out.
fn tokens(sql: &str) -> Tokens<'_> {
    Tokens { sql, at: 0 }
}

struct Tokens<'a> {
    sql: &'a str,
    at: usize,
}

impl Iterator for Tokens<'_> {
    type Item = Token;

    fn next(&mut self) -> Option<Token> {
        let (sql, bytes) = (self.sql, self.sql.as_bytes());
        let mut at = self.at;
        while at < bytes.len() {
            let start = at;
            let byte = bytes[at];
            let kind = match byte {
                _ if byte.is_ascii_whitespace() => {
                    at += 1;
                    continue;
                }
                b'-' if bytes.get(at + 1) == Some(&b'-') => {
                    at = sql[at..].find('\n').map_or(bytes.len(), |end| at + end + 1);
                    continue;
                }
                b'/' if bytes.get(at + 1) == Some(&b'*') => {
                    at = sql[at + 2..]
                        .find("*/")
                        .map_or(bytes.len(), |end| at + 2 + end + 2);
                    continue;
                }
                b'\'' => {
                    at = quoted_end(bytes, at, b'\'');
                    Kind::Literal
                }
                b'"' | b'`' | b'[' => {
                    let closing = if byte == b'[' { b']' } else { byte };
                    at = quoted_end(bytes, at, closing);
                    Kind::Name(closing)
                }
                _ if is_word(byte) => {
                    while at < bytes.len() && is_word(bytes[at]) {
                        at += 1;
                    }
                    Kind::Word
                }
                b'(' | b')' | b',' | b';' | b'.' => {
                    at += 1;
                    Kind::Punctuation
                }
                _ => {
                    // An operator of two or three characters, or one punctuation
                    // character (a multi-byte one whole).
                    at += OPERATORS
                        .iter()
                        .find(|operator| sql[at..].starts_with(**operator))
                        .map_or_else(
                            || sql[at..].chars().next().map_or(1, char::len_utf8),
                            |o| o.len(),
                        );
                    Kind::Punctuation
                }
            };
            self.at = at;
            return Some(Token {
                kind,
                start,
                end: at,
            });
        }
        self.at = at;
        None
    }
}

/// SQLite's operators of more than one character, longest first.
const OPERATORS: [&str; 10] = ["->>", "->", ">=", "<=", "<>", "!=", "==", "||", "<<", ">>"];

/// Letters, digits, `_`, `$` and any non-ASCII byte make up words and bare names.
fn is_word(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'$' || byte >= 0x80
}

/// Where a quoted token that opens at `start` ends (just after its closing quote; a
/// doubled quote stands for itself); the end of the text when it never closes.
fn quoted_end(bytes: &[u8], start: usize, closing: u8) -> usize {
    let mut at = start + 1;
    while at < bytes.len() {
        if bytes[at] == closing {
            if closing != b']' && bytes.get(at + 1) == Some(&closing) {
                at += 2;
                continue;
            }
            return at + 1;
        }
        at += 1;
    }
    bytes.len()
}

/// `sql` as one line of tokens separated by one space: two definitions that SQLite reads
/// alike (but for names in another case) normalize to the same text.
pub(super) fn normalize(sql: &str) -> String {
    let mut text = String::with_capacity(sql.len());
    for (index, token) in tokens(sql).enumerate() {
        if index > 0 {
            text.push(' ');
        }
        token.write(sql, &mut text);
    }
    text
}

/// The tokens before `end`, as written, one space where the text had space or a
/// comment between two of them (a comment inside a rule cannot hide the rest of it).
fn spaced(sql: &str, tokens: &[Token], end: usize) -> String {
    let mut text = String::new();
    let mut previous: Option<usize> = None;
    for token in tokens.iter().take_while(|token| token.start < end) {
        if previous.is_some_and(|previous| previous < token.start) {
            text.push(' ');
        }
        text.push_str(token.text(sql));
        previous = Some(token.end);
    }
    text
}

/// The expressions of a table's CHECK rules, as written (spaces collapsed, comments
/// left out), in order.
pub(super) fn check_rules(sql: &str) -> Vec<String> {
    let tokens: Vec<Token> = tokens(sql).collect();
    let mut rules = Vec::new();
    for (index, token) in tokens.iter().enumerate() {
        let opens = |token: &Token| token.text(sql) == "(";
        if token.kind != Kind::Word
            || !token.text(sql).eq_ignore_ascii_case("check")
            || !tokens.get(index + 1).is_some_and(opens)
        {
            continue;
        }
        let mut depth = 0usize;
        for closing in &tokens[index + 1..] {
            match closing.text(sql) {
                "(" => depth += 1,
                ")" => depth = depth.saturating_sub(1),
                _ => {}
            }
            if depth == 0 {
                rules.push(spaced(sql, &tokens[index + 2..], closing.start));
                break;
            }
        }
    }
    rules
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spacing_comments_case_and_quotes_do_not_count() {
        let written = "CREATE TABLE \"Team\" ( -- the teams\n  id INTEGER PRIMARY KEY, /* x */ name TEXT NOT NULL CHECK (name <> '')\n, extra INTEGER)";
        let other = "create table team(id integer primary key,name text not null check(name<>''),[EXTRA] integer)";
        assert_eq!(normalize(written), normalize(other));
        assert_eq!(
            normalize("CREATE TABLE \"a\"\"B\" ([x y] INT) -- end"),
            "create table a\"b ( x y int )"
        );
        assert_eq!(
            normalize(other),
            "create table team ( id integer primary key , name text not null check ( name <> '' ) , extra integer )"
        );
    }

    #[test]
    fn a_different_rule_a_unique_index_or_a_literal_s_case_counts() {
        let pairs = [
            ("CREATE INDEX i ON t(a)", "CREATE UNIQUE INDEX i ON t(a)"),
            (
                "CREATE TABLE t (a INTEGER)",
                "CREATE TABLE t (a INTEGER CHECK (a > 0))",
            ),
            (
                "CREATE TABLE t (a TEXT CHECK (a IN ('down')))",
                "CREATE TABLE t (a TEXT CHECK (a IN ('DOWN')))",
            ),
            (
                "CREATE TABLE t (a TEXT DEFAULT 'it''s')",
                "CREATE TABLE t (a TEXT DEFAULT 'it' 's')",
            ),
            (
                "CREATE TABLE t (a INTEGER CHECK (a >= 0))",
                "CREATE TABLE t (a INTEGER CHECK (a > 0))",
            ),
        ];
        for (one, other) in pairs {
            assert_ne!(normalize(one), normalize(other), "{one} / {other}");
        }
    }

    #[test]
    fn check_rules_are_found_with_their_nested_brackets() {
        let sql = "CREATE TABLE t (a INTEGER NOT NULL CHECK (a >= 0 -- never below\n),\n b TEXT CHECK (b IN ('x', 'y)')),\n CONSTRAINT c CHECK ((a + 1) * 2 /* twice */  > length(b)))";
        assert_eq!(
            check_rules(sql),
            vec![
                "a >= 0".to_string(),
                "b IN ('x', 'y)')".to_string(),
                "(a + 1) * 2 > length(b)".to_string(),
            ]
        );
    }
}

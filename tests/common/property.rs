//! The property tests' settings: a modest case count in CI, more with `PROPTEST_CASES`.

use proptest::test_runner::Config;

/// `default` cases unless `PROPTEST_CASES` says how many; no failure files written.
pub fn cases(default: u32) -> Config {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default);
    Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    }
}

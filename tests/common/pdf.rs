//! Reading printed PDFs back with poppler-utils (`pdftotext`, `pdfinfo`).

use std::path::Path;
use std::process::Command;

fn poppler(tool: &str, args: &[&str]) -> String {
    let output = Command::new(tool)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{tool} (apt-get install poppler-utils): {e}"));
    assert!(
        output.status.success(),
        "{tool} {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// The text of a PDF file, laid out as on the page.
pub fn pdf_text(path: &Path) -> String {
    poppler("pdftotext", &["-layout", path.to_str().unwrap(), "-"])
}

/// `pdfinfo`'s value for `key` ("Pages", "Page size").
pub fn pdf_info(path: &Path, key: &str) -> String {
    let info = poppler("pdfinfo", &[path.to_str().unwrap()]);
    info.lines()
        .find_map(|line| line.strip_prefix(&format!("{key}:")))
        .map(|value| value.trim().to_string())
        .unwrap_or_default()
}

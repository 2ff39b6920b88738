//! A document's file name. (Writing it whole is `crate::files::write_atomic`.)

/// A file name for a team's sheet: its id and name, lower case, with anything but
/// letters and digits turned into dashes ("007-kovoss-kreations.pdf").
pub fn file_name(id: i64, name: &str) -> String {
    let slug = slug(name);
    if slug.is_empty() {
        format!("{id:03}.pdf")
    } else {
        format!("{id:03}-{slug}.pdf")
    }
}

/// `name` in lower case with every run of other characters than letters and digits
/// turned into one dash, none at either end ("Les Zoé's" → "les-zoé-s").
pub fn slug(name: &str) -> String {
    let mut slug = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            slug.push(c);
        } else if !slug.ends_with('-') {
            slug.push('-');
        }
    }
    slug.trim_matches('-').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_are_plain() {
        assert_eq!(file_name(7, "Kovoss Kreations"), "007-kovoss-kreations.pdf");
        assert_eq!(
            file_name(12, "Les Zoé's / Étoiles!"),
            "012-les-zoé-s-étoiles.pdf"
        );
        assert_eq!(file_name(3, "///"), "003.pdf");
    }
}

//! A marker's outline: the corners of the shape each series marks its points with, the
//! same on paper and on the website.

use super::Marker;

/// The corners of a marker centred on `at`, `size` from its centre to its edge.
pub fn marker_points(marker: Marker, (x, y): (f32, f32), size: f32) -> Vec<(f32, f32)> {
    let r = size;
    match marker {
        Marker::Circle => (0..16)
            .map(|i| {
                let angle = i as f32 * std::f32::consts::TAU / 16.0;
                (x + r * angle.cos(), y + r * angle.sin())
            })
            .collect(),
        Marker::Square => {
            let s = r * 0.85;
            vec![
                (x - s, y - s),
                (x + s, y - s),
                (x + s, y + s),
                (x - s, y + s),
            ]
        }
        Marker::Triangle => vec![
            (x, y - r * 1.15),
            (x + r, y + r * 0.7),
            (x - r, y + r * 0.7),
        ],
        Marker::Diamond => vec![(x, y - r * 1.2), (x + r, y), (x, y + r * 1.2), (x - r, y)],
    }
}

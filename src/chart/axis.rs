//! An axis' scale: round tick values covering the data.

/// Tick values from `low` to `high` (inclusive) every `step`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ticks {
    pub low: f64,
    pub high: f64,
    pub step: f64,
}

impl Ticks {
    pub fn values(&self) -> Vec<f64> {
        // Never past `high`: a range cut to start at 1 (positions) has its last step short.
        let count = ((self.high - self.low) / self.step + 1e-9).floor().max(0.0) as usize;
        (0..=count)
            .map(|i| self.low + self.step * i as f64)
            .collect()
    }

    /// Where `value` falls between low (0) and high (1).
    pub fn fraction(&self, value: f64) -> f64 {
        if self.high > self.low {
            (value - self.low) / (self.high - self.low)
        } else {
            0.5
        }
    }
}

/// Round ticks (steps of 1, 2 or 5 times a power of ten) covering `low..=high` in about
/// `wanted` steps; whole numbers only when `whole` (positions, counts).
pub fn nice_ticks(low: f64, high: f64, wanted: usize, whole: bool) -> Ticks {
    let (low, high) = if low.is_finite() && high.is_finite() && low <= high {
        (low, high)
    } else {
        (0.0, 1.0)
    };
    let span = (high - low).max(if whole { 1.0 } else { f64::EPSILON });
    let rough = span / wanted.max(1) as f64;
    let power = 10f64.powf(rough.log10().floor());
    let mut step = [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * power)
        .find(|s| *s >= rough)
        .unwrap_or(10.0 * power);
    if whole {
        step = step.max(1.0).round();
    }
    let tick_low = (low / step).floor() * step;
    let mut tick_high = (high / step).ceil() * step;
    if tick_high <= tick_low {
        tick_high = tick_low + step;
    }
    Ticks {
        low: tick_low,
        high: tick_high,
        step,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round_and_cover_the_data() {
        let ticks = nice_ticks(3.0, 47.0, 5, false);
        assert_eq!((ticks.low, ticks.high, ticks.step), (0.0, 50.0, 10.0));
        assert_eq!(ticks.values().len(), 6);
        let ticks = nice_ticks(1.0, 20.0, 5, true);
        assert_eq!((ticks.low, ticks.high, ticks.step), (0.0, 20.0, 5.0));
        let ticks = nice_ticks(0.0, 0.3, 4, false);
        assert!((ticks.step - 0.1).abs() < 1e-9);
        let ticks = nice_ticks(2.0, 2.0, 5, true);
        assert!(ticks.high > ticks.low, "a flat series still has an axis");
        assert_eq!(nice_ticks(f64::NAN, 1.0, 5, false).low, 0.0);
        assert!((ticks.fraction(ticks.low)).abs() < 1e-9);
    }

    #[test]
    fn ticks_stop_at_the_top_of_the_range() {
        let positions = Ticks {
            low: 1.0,
            high: 10.0,
            step: 2.0,
        };
        assert_eq!(positions.values(), vec![1.0, 3.0, 5.0, 7.0, 9.0]);
    }
}

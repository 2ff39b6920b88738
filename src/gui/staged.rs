//! A change the window shows before it makes it: the request sent to the store for a
//! preview (run and rolled back), then the preview the store gave back. Recording sends
//! the same request again, so what is recorded is what was shown. Any edit to the form
//! drops both: a preview of an older form no longer stands.

use super::failure::Failure;

/// A request `R` and, once the store has answered, its preview `V`.
#[derive(Debug, Clone)]
pub struct Staged<R, V> {
    request: Option<R>,
    view: Option<Box<V>>,
}

impl<R, V> Default for Staged<R, V> {
    fn default() -> Self {
        Staged {
            request: None,
            view: None,
        }
    }
}

impl<R: Clone, V> Staged<R, V> {
    /// `request` goes to the store for its preview; any earlier preview is dropped.
    pub fn ask(&mut self, request: R) -> R {
        self.view = None;
        self.request = Some(request.clone());
        request
    }

    /// The store's answer to the preview. A refusal drops the request and is returned
    /// for the screen to show.
    pub fn answered(&mut self, result: Result<Box<V>, Failure>) -> Option<String> {
        match result {
            Ok(view) => {
                self.view = Some(view);
                None
            }
            Err(failure) => {
                self.request = None;
                Some(failure.message)
            }
        }
    }

    /// The request to record: only once its preview is shown.
    pub fn to_record(&self) -> Option<R> {
        self.view.as_ref().and(self.request.clone())
    }

    /// The preview on show, if any.
    pub fn view(&self) -> Option<&V> {
        self.view.as_deref()
    }

    /// Drops the request and its preview (the form changed, or it was recorded).
    pub fn clear(&mut self) {
        self.request = None;
        self.view = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_previewed_request_is_recorded() {
        let mut staged: Staged<u32, &str> = Staged::default();
        assert_eq!(staged.ask(7), 7);
        assert_eq!(staged.to_record(), None, "not before its preview");
        assert_eq!(staged.answered(Ok(Box::new("seven"))), None);
        assert_eq!(staged.view(), Some(&"seven"));
        assert_eq!(staged.to_record(), Some(7));
        staged.ask(8);
        assert_eq!(staged.view(), None, "a new request drops the old preview");
        staged.clear();
        assert_eq!(staged.to_record(), None);
    }

    #[test]
    fn a_refused_preview_drops_its_request_and_says_why() {
        let mut staged: Staged<u32, &str> = Staged::default();
        staged.ask(7);
        let said = staged.answered(Err(Failure::plain("no such team", None)));
        assert_eq!(said.as_deref(), Some("no such team"));
        assert_eq!(staged.to_record(), None);
        assert_eq!(staged.view(), None);
    }
}

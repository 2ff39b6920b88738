//! Runs an iced task, and every task its messages start, to the end: what the iced
//! runtime would do, so tests and benchmarks can drive the app without a window.

use iced::Task;
use iced::futures::executor::block_on_stream;
use iced_runtime::Action;

use dugout::gui::{App, Message};

pub fn settle(app: &mut App, task: Task<Message>) {
    let mut queue = vec![task];
    while let Some(task) = queue.pop() {
        let Some(stream) = iced_runtime::task::into_stream(task) else {
            continue;
        };
        // Actions other than messages (focus, exit, window) are dropped as they come,
        // so that any reply channel they hold closes.
        for action in block_on_stream(stream) {
            if let Action::Output(message) = action {
                queue.push(app.update(message));
            }
        }
    }
}

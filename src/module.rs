//! The link to a rule system's module. Each system runs in its own Web
//! Worker (`crates/worker`), fetched the first time a game of it is opened
//! and kept for the rest of the visit; the page sends it requests and awaits
//! the answers, so the rules never run on the page's thread. The keys
//! module, the page's desk by e-mail, is linked the same way with its own
//! messages ([`Module::desk`]).

use futures::channel::oneshot;
use host::desk::{DeskReply, DeskRequest};
use host::{Answer, Ask, Reply, Request, Seating};
use serde::de::DeserializeOwned;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};

/// The replies of a module: a system's ([`Reply`]) or the keys module's
/// ([`DeskReply`]), each with its requests.
pub trait Replies: DeserializeOwned + 'static {
    /// What the module is asked.
    type Request: serde::Serialize;
    /// The reply of a module that could not load or stopped.
    fn failed(why: String) -> Self;
}

impl Replies for Reply {
    type Request = Request;
    fn failed(why: String) -> Self {
        Self::Failed(why)
    }
}

impl Replies for DeskReply {
    type Request = DeskRequest;
    fn failed(why: String) -> Self {
        Self::Failed(why)
    }
}

/// A module: a system's, or with `A = DeskReply` the keys module.
pub struct Module<A = Reply>(Rc<Link<A>>);

impl<A> Clone for Module<A> {
    fn clone(&self) -> Self {
        Self(Rc::clone(&self.0))
    }
}

struct Link<A> {
    worker: Worker,
    system: String,
    next_id: Cell<u64>,
    /// Requests answered by nobody yet (a list: a few at a time, and each
    /// `HashMap` type cost the page's code a kilobyte or more).
    pending: RefCell<Vec<(u64, oneshot::Sender<A>)>>,
    /// Requests written before the worker said it is ready.
    queue: RefCell<Option<Vec<String>>>,
    /// Why the worker stopped, once it did.
    broken: RefCell<Option<String>>,
}

thread_local! {
    static MODULES: RefCell<Vec<(String, Module)>> = const { RefCell::new(Vec::new()) };
    static DESK: RefCell<Option<Module<DeskReply>>> = const { RefCell::new(None) };
}

impl Module<DeskReply> {
    /// The keys module, the page's desk by e-mail, started on first use.
    ///
    /// # Errors
    /// The browser could not start a worker.
    pub fn desk() -> Result<Self, String> {
        if let Some(m) = DESK.with_borrow(Clone::clone).filter(|m| m.0.broken.borrow().is_none()) {
            return Ok(m);
        }
        let module = Self::start("keys")?;
        DESK.with_borrow_mut(|desk| *desk = Some(module.clone()));
        Ok(module)
    }
}

impl Module {
    /// The module of system `id`, started on first use.
    ///
    /// # Errors
    /// The browser could not start a worker.
    pub fn of(id: &str) -> Result<Self, String> {
        let known = MODULES.with_borrow(|all| all.iter().find(|(k, _)| k == id).map(|(_, m)| m.clone()));
        if let Some(m) = known.filter(|m| m.0.broken.borrow().is_none()) {
            return Ok(m);
        }
        let module = Self::start(id)?;
        MODULES.with_borrow_mut(|all| match all.iter_mut().find(|(k, _)| k == id) {
            Some(slot) => slot.1 = module.clone(),
            None => all.push((id.to_owned(), module.clone())),
        });
        Ok(module)
    }
}

impl<A: Replies> Module<A> {
    fn start(id: &str) -> Result<Self, String> {
        let loader = format!("{id}_loader.js");
        let url = crate::files::bundled(&loader).unwrap_or_else(|| format!("./{loader}"));
        let worker = Worker::new(&url).map_err(|e| format!("{e:?}"))?;
        let link = Rc::new(Link {
            worker,
            system: id.to_owned(),
            next_id: Cell::new(1),
            pending: RefCell::new(Vec::new()),
            queue: RefCell::new(Some(Vec::new())),
            broken: RefCell::new(None),
        });
        let weak = Rc::downgrade(&link);
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            if let Some(link) = weak.upgrade() {
                link.received(&event.data().as_string().unwrap_or_default());
            }
        });
        link.worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
        let weak = Rc::downgrade(&link);
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
            if let Some(link) = weak.upgrade() {
                link.fail(format!("the rules of '{}' stopped or could not be loaded", link.system));
            }
        });
        link.worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        on_error.forget();
        Ok(Self(link))
    }

    /// Sends a request and awaits its reply. A module that could not load
    /// or stopped answers `Failed`.
    pub async fn ask(&self, seating: Seating, request: A::Request) -> A {
        let link = &self.0;
        if let Some(why) = link.broken.borrow().clone() {
            return A::failed(why);
        }
        let id = link.next_id.get();
        link.next_id.set(id + 1);
        let (send, receive) = oneshot::channel();
        link.pending.borrow_mut().push((id, send));
        let text = serde_json::to_string(&Ask { id, seating, request }).unwrap_or_default();
        match link.queue.borrow_mut().as_mut() {
            Some(queue) => queue.push(text),
            None => link.post(&text),
        }
        // What it answers is read in the system's texts: fetched while the
        // module works (they once were fetched before it was asked).
        let (reply, ()) = futures::join!(receive, crate::i18n::need_system(&link.system));
        reply.unwrap_or_else(|_| A::failed("the rules module stopped".into()))
    }
}

impl<A: Replies> Link<A> {
    fn post(&self, text: &str) {
        if self.worker.post_message(&JsValue::from_str(text)).is_err() {
            self.fail("the rules module refused a message".into());
        }
    }

    fn received(&self, text: &str) {
        if text == "ready" {
            for queued in self.queue.borrow_mut().take().unwrap_or_default() {
                self.post(&queued);
            }
            return;
        }
        match serde_json::from_str::<Answer<A>>(text) {
            Ok(answer) => {
                let mut pending = self.pending.borrow_mut();
                if let Some(i) = pending.iter().position(|(id, _)| *id == answer.id) {
                    let _ = pending.swap_remove(i).1.send(answer.reply);
                }
            }
            Err(e) => self.fail(format!("the rules module answered something unreadable: {e}")),
        }
    }

    /// Fails every request in flight; the next [`Module::of`] starts afresh.
    fn fail(&self, why: String) {
        *self.broken.borrow_mut() = Some(why.clone());
        for (_, send) in self.pending.borrow_mut().drain(..) {
            let _ = send.send(A::failed(why.clone()));
        }
        self.worker.terminate();
    }
}

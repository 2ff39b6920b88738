//! DreadBall's list of MVPs and Giants to hire for a match, as a candidate list of the
//! shared roster parts: a filter on name, position and skill, then one row each with
//! positions, stats, skills, price and its Hire button, or why it can't be hired
//! (said under its skills).

use iced::Element;
use iced::widget::column;

use crate::coach::Context;
use crate::coach::dreadball::MvpOffer;
use crate::data::dreadball::{Mvp, MvpForm};
use crate::gui::dreadball::tr::Dr;
use crate::gui::roster::{CandidateList, RosterColumn, action_column};
use crate::gui::style::table::minor;
use crate::gui::tr::{Text, Tm, fill, tr};
use crate::gui::widgets::{mc, note};
use crate::present::dreadball::{movement, skill_names, target};

/// The MVP list of `offers`, narrowed by `filter`; `hire` is what a row's button sends
/// (None while a change is on its way).
pub fn mvp_list<'a, M: Clone + 'a>(
    offers: Vec<&'a MvpOffer>,
    filter: &'a str,
    on_filter: impl Fn(String) -> M + 'a,
    hire: impl Fn(&MvpOffer) -> Option<M> + 'a,
    context: Context,
) -> Element<'a, M> {
    CandidateList {
        filter,
        on_filter: Box::new(on_filter),
        columns: mvp_columns(hire, context),
        words: Box::new(move |offer: &MvpOffer| searched_words(offer, context)),
        rows: offers,
    }
    .view(context.lang)
}

/// An MVP's data, by the offer's id.
fn data_of(offer: &MvpOffer, context: Context) -> Option<&'static Mvp> {
    context
        .reference()
        .mvps
        .iter()
        .find(|mvp| mvp.id == offer.id)
}

/// The MVP's first form: its positions and stats as the list shows them.
fn first_form(offer: &MvpOffer, context: Context) -> Option<&'static MvpForm> {
    data_of(offer, context)?.member.first()?.form.first()
}

/// The positions an MVP plays, by name ("Jack/Striker").
fn positions(offer: &MvpOffer, context: Context) -> String {
    first_form(offer, context).map_or(String::new(), |form| {
        let names: Vec<&str> = form.positions.iter().map(|p| p.name()).collect();
        names.join("/")
    })
}

fn skills(offer: &MvpOffer, context: Context) -> String {
    data_of(offer, context).map_or(String::new(), |mvp| skill_names(&context, &mvp.skills))
}

/// What the filter looks in: the name, the positions, the skills, who it plays for.
fn searched_words(offer: &MvpOffer, context: Context) -> String {
    let plays_for = data_of(offer, context).map_or("", |mvp| {
        context.lang.pick(&mvp.plays_for_en, &mvp.plays_for_fr)
    });
    format!(
        "{} {} {} {plays_for}",
        offer.name,
        positions(offer, context),
        skills(offer, context)
    )
}

fn mvp_columns<'a, M: Clone + 'a>(
    hire: impl Fn(&MvpOffer) -> Option<M> + 'a,
    context: Context,
) -> Vec<RosterColumn<'a, MvpOffer, M>> {
    let lang = context.lang;
    let stat = move |label: Dr, value: fn(&MvpForm) -> String| {
        RosterColumn::stat(tr(lang, label), move |offer: &MvpOffer| {
            first_form(offer, context).map_or(String::new(), value)
        })
    };
    vec![
        RosterColumn::text(tr(lang, Text::Name), 150.0, |offer: &MvpOffer| {
            offer.name.clone()
        }),
        RosterColumn::text(tr(lang, Text::Position), 90.0, move |offer: &MvpOffer| {
            positions(offer, context)
        }),
        stat(Dr::Mv, |f| movement(Some(f.movement))),
        stat(Dr::Str, |f| target(Some(f.strength))),
        stat(Dr::Spd, |f| target(Some(f.speed))),
        stat(Dr::Skl, |f| target(Some(f.skill))),
        stat(Dr::Arm, |f| target(Some(f.armour))),
        RosterColumn::wide_custom(tr(lang, Text::Skills), move |offer: &'a MvpOffer| {
            let skills = minor(skills(offer, context));
            match &offer.refused {
                Some(reason) => column![skills, note(reason.as_str())].into(),
                None => skills.into(),
            }
        }),
        RosterColumn::number(tr(lang, Tm::Price), 48.0, |offer: &MvpOffer| {
            offer.cost_mc.map_or("—".to_string(), mc)
        }),
        action_column(tr(lang, Tm::HireOne), lang, move |offer: &MvpOffer| match (
            &offer.refused,
            offer.payment,
        ) {
            (Some(reason), _) => Err(reason.clone()),
            (None, Some(payment)) => hire(offer).ok_or_else(|| {
                fill(
                    tr(lang, Tm::PaidAs),
                    &[&mc(payment.bonus_mc), &mc(payment.treasury_mc)],
                )
            }),
            (None, None) => Err(tr(lang, Tm::NotAvailable).to_string()),
        }),
    ]
}

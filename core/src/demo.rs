//! Generated bilingual demo content: articles in every menu category (and the local, national
//! and international subcategories of Politics and Sports), most with a linked translation, and
//! the images they show, written under the media directory so that no page waits on another host.

use std::path::Path;

use chrono::{DateTime, Duration, Utc};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::domain::ArticleDraft;
use crate::{Error, Result, Store};

/// Pairs of articles (English and Romanian) in the default demo.
pub const DEFAULT_PAIRS: u32 = 128;
/// Images generated per category; articles cycle through them.
const IMAGES_PER_CATEGORY: usize = 6;

struct Topic {
    category: &'static str,
    /// (English, Romanian) headline patterns; `{city}` is replaced.
    headlines: &'static [(&'static str, &'static str)],
    tags: &'static [(&'static str, &'static str)],
    color: &'static str,
}

const TOPICS: &[Topic] = &[
    Topic {
        category: "news",
        headlines: &[
            (
                "{city} opens a new public library in the old tram depot",
                "{city} deschide o nouă bibliotecă publică în vechiul depou de tramvaie",
            ),
            (
                "Heavy rain floods streets in {city} overnight",
                "Ploile abundente au inundat peste noapte străzile din {city}",
            ),
            (
                "{city} extends night bus service to the suburbs",
                "{city} extinde transportul de noapte către localitățile limitrofe",
            ),
            (
                "Volunteers in {city} plant three thousand trees in one weekend",
                "Voluntarii din {city} au plantat trei mii de copaci într-un weekend",
            ),
        ],
        tags: &[
            ("transport", "transport"),
            ("weather", "vreme"),
            ("community", "comunitate"),
        ],
        color: "#1d4ed8",
    },
    Topic {
        category: "politics",
        headlines: &[
            (
                "{city} council votes on next year's budget",
                "Consiliul local din {city} votează bugetul pe anul viitor",
            ),
            (
                "Parliament debates the reform of local taxes, with {city} as a test case",
                "Parlamentul dezbate reforma taxelor locale, cu {city} drept caz-pilot",
            ),
            (
                "Mayor of {city} presents a plan for cleaner air",
                "Primarul din {city} prezintă un plan pentru aer mai curat",
            ),
            (
                "European ministers meet to discuss regional funds for {city}",
                "Miniștrii europeni se reunesc pentru a discuta fondurile regionale pentru {city}",
            ),
        ],
        tags: &[("elections", "alegeri"), ("budget", "buget"), ("government", "guvern")],
        color: "#b91c1c",
    },
    Topic {
        category: "sports",
        headlines: &[
            (
                "{city} wins the derby after a late penalty",
                "{city} câștigă derbiul după un penalty în prelungiri",
            ),
            (
                "Marathon runners fill the streets of {city}",
                "Alergătorii de maraton au umplut străzile din {city}",
            ),
            (
                "Young gymnasts from {city} qualify for the national finals",
                "Tinerele gimnaste din {city} se califică în finala națională",
            ),
            (
                "{city} handball team signs two international players",
                "Echipa de handbal din {city} transferă doi jucători internaționali",
            ),
        ],
        tags: &[
            ("football", "fotbal"),
            ("athletics", "atletism"),
            ("handball", "handbal"),
        ],
        color: "#15803d",
    },
    Topic {
        category: "business",
        headlines: &[
            (
                "A software company from {city} doubles its workforce",
                "O companie de software din {city} își dublează numărul de angajați",
            ),
            (
                "Farmers' market in {city} reports a record season",
                "Piața producătorilor din {city} raportează un sezon record",
            ),
            (
                "New logistics park near {city} brings five hundred jobs",
                "Un nou parc logistic lângă {city} aduce cinci sute de locuri de muncă",
            ),
            (
                "Small shops in {city} adapt to online orders",
                "Magazinele mici din {city} se adaptează comenzilor online",
            ),
        ],
        tags: &[
            ("economy", "economie"),
            ("jobs", "locuri de muncă"),
            ("investment", "investiții"),
        ],
        color: "#a16207",
    },
    Topic {
        category: "tech",
        headlines: &[
            (
                "Students in {city} build a satellite the size of a shoebox",
                "Studenții din {city} construiesc un satelit cât o cutie de pantofi",
            ),
            (
                "{city} tests smart traffic lights on its busiest boulevard",
                "{city} testează semafoare inteligente pe cel mai aglomerat bulevard",
            ),
            (
                "Free public Wi-Fi reaches every park in {city}",
                "Internetul wireless gratuit ajunge în toate parcurile din {city}",
            ),
            (
                "A start-up from {city} teaches robots to sort recycling",
                "Un start-up din {city} învață roboții să sorteze deșeurile reciclabile",
            ),
        ],
        tags: &[
            ("innovation", "inovație"),
            ("startups", "start-upuri"),
            ("internet", "internet"),
        ],
        color: "#7c3aed",
    },
    Topic {
        category: "lifestyle",
        headlines: &[
            (
                "Five walks through the old town of {city}",
                "Cinci plimbări prin centrul vechi din {city}",
            ),
            (
                "The bakeries of {city} bring back traditional recipes",
                "Brutăriile din {city} readuc rețetele tradiționale",
            ),
            (
                "Open-air cinema returns to {city} this summer",
                "Cinematograful în aer liber revine în {city} în această vară",
            ),
            (
                "Gardening on balconies is the new hobby in {city}",
                "Grădinăritul pe balcon este noul hobby în {city}",
            ),
        ],
        tags: &[("food", "mâncare"), ("travel", "călătorii"), ("culture", "cultură")],
        color: "#db2777",
    },
    Topic {
        category: "podcast",
        headlines: &[
            (
                "Podcast: what the new metro line means for {city}",
                "Podcast: ce înseamnă noua linie de metrou pentru {city}",
            ),
            (
                "Podcast: the musicians who keep jazz alive in {city}",
                "Podcast: muzicienii care țin jazzul în viață în {city}",
            ),
            (
                "Podcast: a week with the firefighters of {city}",
                "Podcast: o săptămână alături de pompierii din {city}",
            ),
            (
                "Podcast: how {city} prepares for winter",
                "Podcast: cum se pregătește {city} pentru iarnă",
            ),
        ],
        tags: &[("interview", "interviu"), ("audio", "audio"), ("society", "societate")],
        color: "#0f766e",
    },
    Topic {
        category: "opinion",
        headlines: &[
            (
                "Opinion: {city} deserves better cycling lanes",
                "Opinie: {city} merită piste de biciclete mai bune",
            ),
            (
                "Opinion: why local newspapers still matter in {city}",
                "Opinie: de ce contează încă ziarele locale în {city}",
            ),
            (
                "Opinion: the parks of {city} are its best investment",
                "Opinie: parcurile din {city} sunt cea mai bună investiție",
            ),
            (
                "Opinion: {city} should listen to its young people",
                "Opinie: {city} ar trebui să-și asculte tinerii",
            ),
        ],
        tags: &[
            ("editorial", "editorial"),
            ("debate", "dezbatere"),
            ("city life", "viața urbană"),
        ],
        color: "#475569",
    },
];

const CITIES: &[(&str, &str)] = &[
    ("Bucharest", "București"),
    ("Cluj-Napoca", "Cluj-Napoca"),
    ("Iași", "Iași"),
    ("Timișoara", "Timișoara"),
    ("Constanța", "Constanța"),
    ("Brașov", "Brașov"),
    ("Sibiu", "Sibiu"),
    ("Oradea", "Oradea"),
];

const AUTHORS: &[&str] = &[
    "Ana Popescu",
    "Mihai Ionescu",
    "Elena Dumitru",
    "Andrei Stan",
    "Ioana Marin",
    "Radu Georgescu",
    "Maria Constantin",
    "Unknown Author",
];

const PARAGRAPHS: &[(&str, &str)] = &[
    (
        "Residents of {city} followed the story closely this week, and local officials promised to publish every document related to the decision. Several neighbourhood associations asked for public hearings before the next step.",
        "Locuitorii din {city} au urmărit îndeaproape subiectul în această săptămână, iar autoritățile locale au promis că vor publica toate documentele legate de decizie. Mai multe asociații de cartier au cerut dezbateri publice înainte de pasul următor.",
    ),
    (
        "Experts interviewed by our newsroom said the effects will be visible within a few months. They pointed out that similar projects in other European cities took longer than planned but were judged a success.",
        "Experții intervievați de redacția noastră spun că efectele vor fi vizibile în câteva luni. Ei au amintit că proiecte similare din alte orașe europene au durat mai mult decât era planificat, dar au fost considerate un succes.",
    ),
    (
        "The figures published on Monday show a steady increase compared with last year. Analysts warn, however, that the numbers for the winter months are usually lower and that the trend should be confirmed.",
        "Cifrele publicate luni arată o creștere constantă față de anul trecut. Analiștii avertizează însă că valorile pentru lunile de iarnă sunt de obicei mai mici și că tendința trebuie confirmată.",
    ),
    (
        "People we spoke to in the centre of {city} were mostly optimistic. A teacher told us that the change is long overdue, while a shop owner said he would wait to see the results before forming an opinion.",
        "Oamenii cu care am vorbit în centrul orașului {city} au fost în mare parte optimiști. O profesoară ne-a spus că schimbarea trebuia făcută de mult, iar un comerciant a declarat că așteaptă rezultatele înainte să-și facă o părere.",
    ),
    (
        "The next meeting is scheduled for the end of the month. Our newsroom will follow the developments and publish updates as soon as new information is available.",
        "Următoarea întâlnire este programată la sfârșitul lunii. Redacția noastră va urmări evoluțiile și va publica actualizări imediat ce apar informații noi.",
    ),
];

const SUBCATEGORIES: [&str; 3] = ["local", "national", "international"];

/// One generated English/Romanian pair. Every tenth pair is not linked, so the site also shows
/// articles without a translation.
pub struct DemoPair {
    pub en: ArticleDraft,
    pub ro: ArticleDraft,
}

/// Generates `pairs` article pairs with ids `2k+1` (English) and `2k+2` (Romanian), published
/// over the last months before `now`. Deterministic for a given count.
pub fn generate(pairs: u32, now: DateTime<Utc>) -> Vec<DemoPair> {
    let pairs = pairs as usize;
    let mut rng = StdRng::seed_from_u64(20_261_122);
    let span_minutes = (pairs as i64 * 180).max(60 * 24 * 30);
    (0..pairs)
        .map(|k| {
            let topic = &TOPICS[k % TOPICS.len()];
            let round = k / TOPICS.len();
            let (headline_en, headline_ro) = topic.headlines[round % topic.headlines.len()];
            let (city_en, city_ro) = CITIES[(round / topic.headlines.len() + k) % CITIES.len()];
            let subcategory = matches!(topic.category, "politics" | "sports").then(|| SUBCATEGORIES[round % 3]);
            let scope = subcategory.unwrap_or(SUBCATEGORIES[k % 3]);
            let published_at = now - Duration::minutes(rng.random_range(0..span_minutes));
            let image = format!("/media/demo/{}-{}.svg", topic.category, k % IMAGES_PER_CATEGORY + 1);
            let views = rng.random_range(20..25_000);
            let featured = k % 7 == 0;
            let trending = k % 5 == 1;
            let linked = k % 10 != 9;
            let author = AUTHORS[rng.random_range(0..AUTHORS.len())];
            let first = rng.random_range(0..PARAGRAPHS.len());
            let paragraph_count = 3 + k % 3;
            let pick = |ro: bool| -> String {
                (0..paragraph_count)
                    .map(|i| {
                        let (en, rop) = PARAGRAPHS[(first + i) % PARAGRAPHS.len()];
                        let text = if ro {
                            rop.replace("{city}", city_ro)
                        } else {
                            en.replace("{city}", city_en)
                        };
                        format!("<p>{text}</p>")
                    })
                    .collect()
            };
            let tag = rng.random_range(0..topic.tags.len());
            let (tag_en, tag_ro) = topic.tags[tag];
            let (tag2_en, tag2_ro) = topic.tags[(tag + 1) % topic.tags.len()];
            let (en_id, ro_id) = (2 * k as i64 + 1, 2 * k as i64 + 2);
            let base = |language: &str,
                        title: String,
                        excerpt: String,
                        content: String,
                        tags: Vec<String>,
                        caption: String| ArticleDraft {
                title,
                excerpt: Some(excerpt),
                content: Some(content),
                image_url: Some(image.clone()),
                imagecaption: Some(caption),
                category: Some(topic.category.into()),
                subcategory: subcategory.map(Into::into),
                author: Some(author.into()),
                published_at: Some(published_at),
                created_at: Some(published_at),
                updated_at: Some(published_at),
                featured: Some(featured),
                // The rest are left to the trending computation.
                trending: trending.then_some(true),
                views: Some(views),
                language: Some(language.into()),
                status: Some("published".into()),
                tags: Some(tags),
                geographic_scope: Some(scope.into()),
                trust_score: Some(0.8 + (k % 3) as f64 * 0.05),
                editorial_signature: Some("Newsroom".into()),
                ..Default::default()
            };
            let mut en = base(
                "en",
                headline_en.replace("{city}", city_en),
                format!("What happened in {city_en}, and what comes next."),
                pick(false),
                vec![tag_en.into(), tag2_en.into(), city_en.into()],
                format!("{city_en}. Illustration: newsroom"),
            );
            let mut ro = base(
                "ro",
                headline_ro.replace("{city}", city_ro),
                format!("Ce s-a întâmplat în {city_ro} și ce urmează."),
                pick(true),
                vec![tag_ro.into(), tag2_ro.into(), city_ro.into()],
                format!("{city_ro}. Ilustrație: redacția"),
            );
            en.id = Some(en_id);
            ro.id = Some(ro_id);
            if linked {
                en.linked_article_id = Some(ro_id);
                ro.linked_article_id = Some(en_id);
            }
            DemoPair { en, ro }
        })
        .collect()
}

/// Loads `pairs` demo pairs into an empty database and writes the demo images and category
/// placeholders under `media_dir`. Refuses a database that already has articles.
pub async fn seed(store: &Store, media_dir: &Path, pairs: u32) -> Result<usize> {
    let existing = store.count_articles().await?;
    if existing > 0 {
        return Err(Error::Conflict(format!(
            "the database already has {existing} articles; demo content is only loaded into an empty database"
        )));
    }
    write_images(store, media_dir)?;
    let drafts = generate(pairs, Utc::now())
        .into_iter()
        .flat_map(|p| [p.en, p.ro])
        .collect();
    store.import_articles(drafts).await
}

/// Demo images, category placeholders and language flags as small SVG files.
pub fn write_images(store: &Store, media_dir: &Path) -> Result<()> {
    let write = |path: &Path, svg: String| {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| Error::io(format!("cannot create {}", dir.display()), e))?;
        }
        std::fs::write(path, svg).map_err(|e| Error::io(format!("cannot write {}", path.display()), e))
    };
    for topic in TOPICS {
        for n in 1..=IMAGES_PER_CATEGORY {
            let svg = picture(topic.color, n, &topic.category.to_uppercase());
            write(&media_dir.join(format!("demo/{}-{n}.svg", topic.category)), svg)?;
        }
    }
    for category in store.categories().all() {
        let color = TOPICS
            .iter()
            .find(|t| t.category == category.slug)
            .map_or("#64748b", |t| t.color);
        write(
            &media_dir.join(format!("placeholders/{}.svg", category.slug)),
            picture(color, 0, &category.name_en.to_uppercase()),
        )?;
    }
    write(
        &media_dir.join("flags/en.svg"),
        flag(&["#012169", "#ffffff", "#c8102e"]),
    )?;
    write(
        &media_dir.join("flags/ro.svg"),
        flag(&["#002b7f", "#fcd116", "#ce1126"]),
    )?;
    Ok(())
}

/// A 1200×675 picture: a gradient, a few shapes that vary with `n`, and a label.
fn picture(color: &str, n: usize, label: &str) -> String {
    let shapes: String = (0..5)
        .map(|i| {
            let x = (n * 197 + i * 263) % 1200;
            let y = (n * 131 + i * 149) % 675;
            let r = 60 + (n * 37 + i * 53) % 160;
            format!(
                r##"<circle cx="{x}" cy="{y}" r="{r}" fill="#ffffff" fill-opacity="0.{:02}"/>"##,
                8 + i
            )
        })
        .collect();
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{color}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs><rect width="1200" height="675" fill="url(#g)"/>{shapes}<text x="60" y="615" font-family="sans-serif" font-size="56" font-weight="700" fill="#ffffff" fill-opacity="0.85">{label}</text></svg>"##
    )
}

fn flag(colors: &[&str; 3]) -> String {
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2" width="30" height="20"><rect width="1" height="2" fill="{}"/><rect x="1" width="1" height="2" fill="{}"/><rect x="2" width="1" height="2" fill="{}"/></svg>"#,
        colors[0], colors[1], colors[2]
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_covers_every_menu_category_and_subcategory_in_both_languages() {
        let pairs = generate(DEFAULT_PAIRS, Utc::now());
        for topic in TOPICS {
            assert!(
                pairs.iter().any(|p| p.en.category.as_deref() == Some(topic.category)),
                "{}",
                topic.category
            );
        }
        for category in ["politics", "sports"] {
            for sub in SUBCATEGORIES {
                assert!(pairs.iter().any(|p| p.ro.category.as_deref() == Some(category) && p.ro.subcategory.as_deref() == Some(sub)));
            }
        }
        let linked = pairs.iter().filter(|p| p.en.linked_article_id.is_some()).count();
        assert!(linked > pairs.len() / 2 && linked < pairs.len());
        assert!(pairs.iter().any(|p| p.en.featured == Some(true)) && pairs.iter().any(|p| p.ro.trending == Some(true)));
    }

    #[test]
    fn generation_is_deterministic_apart_from_the_clock() {
        let now = Utc::now();
        let a = generate(20, now);
        let b = generate(20, now);
        assert!(
            a.iter()
                .zip(&b)
                .all(|(x, y)| x.ro.title == y.ro.title && x.en.published_at == y.en.published_at)
        );
    }
}

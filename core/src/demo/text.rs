//! Text every demo story can use: background paragraphs, closing paragraphs, the bylines and
//! the readers' comments. `{city}` is replaced by the article's city.

use super::topics::Bilingual;

/// The bylines of the demo. Each has initials on the site (web/src/features/articles/lib/
/// authors.ts); a test keeps the two lists in step.
pub(super) const AUTHORS: &[&str] = &[
    "Ana Popescu",
    "Mihai Ionescu",
    "Elena Dumitrescu",
    "Andrei Stan",
    "Ioana Marinescu",
    "Radu Georgescu",
    "Maria Constantin",
    "James Carter",
    "Sarah Mitchell",
];

/// Paragraphs that fit any story: reactions, figures, history, what experts say.
pub(super) const BACKGROUND: &[Bilingual] = &[
    (
        "Residents of {city} followed the story closely this week, and local officials promised to publish every document related to the decision. Several neighbourhood associations asked for public hearings before the next step, saying that they had learned about earlier projects only when the diggers arrived.",
        "Locuitorii din {city} au urmărit îndeaproape subiectul în această săptămână, iar autoritățile locale au promis că vor publica toate documentele legate de decizie. Mai multe asociații de cartier au cerut dezbateri publice înainte de pasul următor, spunând că despre proiectele anterioare au aflat abia când au sosit excavatoarele.",
    ),
    (
        "Experts interviewed by our newsroom said the effects will be visible within a few months. They pointed out that similar projects in other European cities took longer than planned and cost more than budgeted, but were judged a success once people got used to them.",
        "Experții intervievați de redacția noastră spun că efectele vor fi vizibile în câteva luni. Ei au amintit că proiecte similare din alte orașe europene au durat mai mult decât era planificat și au costat mai mult decât s-a bugetat, dar au fost considerate un succes după ce oamenii s-au obișnuit cu ele.",
    ),
    (
        "The figures published on Monday show a steady increase compared with last year. Analysts warn, however, that the numbers for the winter months are usually lower and that the trend should be confirmed by at least another season before anyone draws conclusions.",
        "Cifrele publicate luni arată o creștere constantă față de anul trecut. Analiștii avertizează însă că valorile pentru lunile de iarnă sunt de obicei mai mici și că tendința trebuie confirmată de încă un sezon înainte ca cineva să tragă concluzii.",
    ),
    (
        "People we spoke to in the centre of {city} were mostly optimistic. A teacher told us that the change is long overdue, while a shop owner said he would wait to see the results before forming an opinion. An elderly man on a bench simply shrugged: he had heard such promises before.",
        "Oamenii cu care am vorbit în centrul orașului {city} au fost în mare parte optimiști. O profesoară ne-a spus că schimbarea trebuia făcută de mult, iar un comerciant a declarat că așteaptă rezultatele înainte să-și facă o părere. Un bărbat în vârstă, așezat pe o bancă, a ridicat doar din umeri: a mai auzit astfel de promisiuni.",
    ),
    (
        "The idea is not new. It was first proposed more than ten years ago, abandoned after a change of leadership and revived last spring when a group of residents collected signatures. Their petition gathered more than eight thousand names in less than a month.",
        "Ideea nu este nouă. A fost propusă prima dată acum mai bine de zece ani, abandonată după o schimbare de conducere și readusă în discuție primăvara trecută, când un grup de locuitori a strâns semnături. Petiția lor a adunat peste opt mii de nume în mai puțin de o lună.",
    ),
    (
        "Not everyone is convinced. A local association argues that the money would be better spent on the neglected outer districts, where pavements are broken and street lights fail every winter. Its president told us that the centre always gets attention first because that is where visitors look.",
        "Nu toată lumea este convinsă. O asociație locală susține că banii ar fi mai bine cheltuiți în cartierele mărginașe, unde trotuarele sunt sparte și iluminatul public cedează în fiecare iarnă. Președintele ei ne-a spus că centrul primește mereu atenție primul, pentru că acolo se uită vizitatorii.",
    ),
    (
        "A survey carried out last month by a research institute found that two thirds of the inhabitants of {city} support the plan, with younger people the most enthusiastic. Support was weakest among those over sixty-five, many of whom said they had not been told enough about it.",
        "Un sondaj realizat luna trecută de un institut de cercetare arată că două treimi dintre locuitorii orașului {city} susțin planul, tinerii fiind cei mai entuziaști. Susținerea cea mai slabă a venit de la persoanele de peste șaizeci și cinci de ani, multe dintre ele spunând că nu au fost informate suficient.",
    ),
    (
        "Officials admit that the timetable is tight. Public procurement rules leave little room for delays, and any complaint from a losing bidder can stop the work for weeks. A spokesperson said the teams had prepared for that and that a second schedule was ready if needed.",
        "Oficialii recunosc că termenele sunt strânse. Regulile achizițiilor publice lasă puțin loc pentru întârzieri, iar orice contestație a unui ofertant pierzător poate opri lucrările săptămâni întregi. O purtătoare de cuvânt a spus că echipele s-au pregătit pentru asta și că un al doilea calendar este gata, dacă va fi nevoie.",
    ),
    (
        "The county's statistics office reports that the population of {city} has stabilised after two decades of decline, thanks mostly to people moving in from smaller towns. Demographers caution that the city is also ageing, and that the number of children starting school will fall in the coming years.",
        "Direcția județeană de statistică arată că populația orașului {city} s-a stabilizat după două decenii de scădere, mai ales datorită celor care vin din orașele mai mici. Demografii avertizează că orașul îmbătrânește totodată și că numărul copiilor care încep școala va scădea în anii următori.",
    ),
    (
        "For many families the question is practical rather than political. A mother of two told us that what matters to her is whether the bus arrives on time, whether the school has enough teachers and whether the playground is safe, and that she judges every decision by those three things.",
        "Pentru multe familii, întrebarea este mai degrabă practică decât politică. O mamă a doi copii ne-a spus că pentru ea contează dacă autobuzul vine la timp, dacă școala are destui profesori și dacă locul de joacă este sigur, și că judecă fiecare decizie după aceste trei lucruri.",
    ),
    (
        "Comparisons with other cities are inevitable. Cluj-Napoca and Timișoara have tried similar approaches in recent years, with mixed results, and officials in {city} say they studied both closely. The lesson they drew, they told us, is to explain every step before taking it.",
        "Comparațiile cu alte orașe sunt inevitabile. Cluj-Napoca și Timișoara au încercat abordări asemănătoare în ultimii ani, cu rezultate amestecate, iar oficialii din {city} spun că le-au studiat atent pe amândouă. Lecția pe care au tras-o, ne-au spus, este să explice fiecare pas înainte de a-l face.",
    ),
    (
        "Environmental groups welcomed the news but asked for guarantees. They want independent measurements published every month and a commitment that no trees will be cut without being replaced, two conditions that the authorities have so far accepted only in part.",
        "Organizațiile de mediu au salutat vestea, dar au cerut garanții. Ele vor măsurători independente publicate lunar și angajamentul că niciun copac nu va fi tăiat fără să fie înlocuit, două condiții pe care autoritățile le-au acceptat până acum doar parțial.",
    ),
    (
        "The weather may yet play a part. Forecasters expect a colder and wetter season than usual, and engineers say that some of the outdoor work may have to pause in the coldest weeks, which would push the end date back by about a month.",
        "Vremea ar putea juca și ea un rol. Meteorologii anunță un sezon mai rece și mai ploios decât de obicei, iar inginerii spun că o parte din lucrările în aer liber ar putea fi oprite în săptămânile cele mai reci, ceea ce ar împinge termenul final cu aproximativ o lună.",
    ),
    (
        "Social media reacted quickly. Within hours of the announcement, a local discussion group had collected hundreds of comments, ranging from enthusiasm to open suspicion, and several residents shared photographs of the site as it looks today, promising to post new ones every month.",
        "Rețelele sociale au reacționat repede. La câteva ore după anunț, un grup local de discuții strânsese sute de comentarii, de la entuziasm la suspiciune fățișă, iar mai mulți locuitori au publicat fotografii cu locul așa cum arată astăzi, promițând că vor posta altele noi în fiecare lună.",
    ),
    (
        "Historians recall that {city} has reinvented itself several times: as a merchant town, as an industrial centre and, after the factories closed, as a city of students and services. Each change, they say, was resisted at first and later taken for granted.",
        "Istoricii amintesc că {city} s-a reinventat de mai multe ori: ca oraș de negustori, ca centru industrial și, după închiderea fabricilor, ca oraș al studenților și al serviciilor. Fiecare schimbare, spun ei, a întâmpinat la început rezistență și a fost apoi considerată de la sine înțeleasă.",
    ),
    (
        "Money remains the central question. The estimates presented so far leave out maintenance, which over twenty years can cost as much as the construction itself. Councillors from all parties have asked for a full calculation before the final vote.",
        "Banii rămân întrebarea centrală. Estimările prezentate până acum lasă deoparte întreținerea, care în douăzeci de ani poate costa cât construcția însăși. Consilieri din toate partidele au cerut un calcul complet înainte de votul final.",
    ),
];

/// The last paragraph of a story: what happens next.
pub(super) const CLOSINGS: &[Bilingual] = &[
    (
        "The next meeting is scheduled for the end of the month. Our newsroom will follow the developments and publish updates as soon as new information is available.",
        "Următoarea întâlnire este programată la sfârșitul lunii. Redacția noastră va urmări evoluțiile și va publica actualizări imediat ce apar informații noi.",
    ),
    (
        "We asked city hall for the full documents and will publish them when we receive them. Readers who have questions can send them to our newsroom, and we will put them to the officials involved.",
        "Am cerut primăriei documentele complete și le vom publica atunci când le primim. Cititorii care au întrebări ni le pot trimite, iar noi le vom adresa oficialilor implicați.",
    ),
    (
        "A first assessment is expected in the spring. Until then, the debate in {city} is likely to continue, in the council chamber as much as in the cafés.",
        "O primă evaluare este așteptată în primăvară. Până atunci, dezbaterea din {city} va continua probabil, în sala de consiliu la fel de mult ca în cafenele.",
    ),
    (
        "Whatever the outcome, the story says something about how {city} is changing, and about who gets a say in that change. We will return to it.",
        "Oricare ar fi deznodământul, povestea spune ceva despre felul în care se schimbă {city} și despre cine are un cuvânt de spus în această schimbare. Vom reveni asupra ei.",
    ),
];

/// Readers who comment on the demo articles.
pub(super) const COMMENTERS: &[&str] = &[
    "Bogdan T.",
    "Alina",
    "Cristi Moldovan",
    "Laura P.",
    "Dan from Militari",
    "Irina",
    "Victor Enache",
    "Oana M.",
    "Paul",
    "Simona R.",
];

/// Readers' comments; the English ones go under English articles, the Romanian ones under
/// Romanian articles.
pub(super) const COMMENTS: &[Bilingual] = &[
    (
        "Finally some good news from {city}. Let's see if they actually finish it on time.",
        "În sfârșit o veste bună din {city}. Să vedem dacă chiar o termină la timp.",
    ),
    (
        "I live two streets away and nobody asked us anything. The consultation was announced on a piece of paper taped to a pole.",
        "Locuiesc la două străzi distanță și nu ne-a întrebat nimeni nimic. Consultarea a fost anunțată pe o foaie lipită de un stâlp.",
    ),
    (
        "Great article, thank you for the details. Could you publish the full list of contracts as well?",
        "Articol foarte bun, mulțumesc pentru detalii. Ați putea publica și lista completă a contractelor?",
    ),
    (
        "My daughter took part and came home exhausted and happy. More of this, please.",
        "Fiica mea a participat și a venit acasă obosită și fericită. Mai multe de-astea, vă rog.",
    ),
    (
        "Same promises every four years. I'll believe it when I see it.",
        "Aceleași promisiuni la fiecare patru ani. Cred când văd.",
    ),
    (
        "The figures in the fourth paragraph don't match what the council published last week. Which ones are right?",
        "Cifrele din paragraful al patrulea nu se potrivesc cu ce a publicat consiliul săptămâna trecută. Care sunt corecte?",
    ),
    (
        "We visited last summer and loved it. Good to see the city investing in people, not only in buildings.",
        "Am fost acolo vara trecută și ne-a plăcut enorm. E bine să vezi un oraș care investește în oameni, nu doar în clădiri.",
    ),
    (
        "Honestly, the traffic is the real problem and nobody talks about it.",
        "Sincer, traficul e adevărata problemă și nu vorbește nimeni despre el.",
    ),
    (
        "Thank you for covering this. The national press only comes here when something goes wrong.",
        "Mulțumim că ați scris despre asta. Presa națională vine aici doar când se întâmplă ceva rău.",
    ),
    (
        "Does anyone know if there will be a public meeting about it? I would like to go.",
        "Știe cineva dacă va fi o întâlnire publică pe tema asta? Aș vrea să merg.",
    ),
];

/// Answers to a comment.
pub(super) const REPLIES: &[Bilingual] = &[
    (
        "Agreed. And the pavements on our street are still broken.",
        "De acord. Iar trotuarele de pe strada noastră sunt tot sparte.",
    ),
    (
        "The council's own website has the documents, under public announcements.",
        "Documentele sunt pe site-ul consiliului, la anunțuri publice.",
    ),
    (
        "Give them a chance, it has only just started.",
        "Lăsați-i să lucreze, abia a început.",
    ),
    (
        "There is one next Tuesday at six, in the town hall.",
        "E una marțea viitoare la ora șase, la primărie.",
    ),
];

//! The demo's stories per menu category: each headline with its own excerpt and opening
//! paragraph, and background paragraphs about the topic. `{city}` is replaced by the city of
//! the article, in the article's language.

/// A text in English and in Romanian.
pub(super) type Bilingual = (&'static str, &'static str);

pub(super) struct Story {
    pub headline: Bilingual,
    pub excerpt: Bilingual,
    pub lead: Bilingual,
}

pub(super) struct Topic {
    pub category: &'static str,
    pub color: &'static str,
    pub tags: &'static [Bilingual],
    pub stories: [Story; 4],
    /// Background that fits any story of the topic.
    pub details: &'static [Bilingual],
}

pub(super) const TOPICS: &[Topic] = &[
    Topic {
        category: "news",
        color: "#1d4ed8",
        tags: &[
            ("transport", "transport"),
            ("weather", "vreme"),
            ("community", "comunitate"),
        ],
        stories: [
            Story {
                headline: (
                    "{city} opens a new public library in the old tram depot",
                    "{city} deschide o nouă bibliotecă publică în vechiul depou de tramvaie",
                ),
                excerpt: (
                    "Forty thousand books, a children's floor and reading rooms open until midnight: the depot that stood empty for a decade has a new life.",
                    "Patruzeci de mii de cărți, un etaj pentru copii și săli de lectură deschise până la miezul nopții: depoul gol de un deceniu are o viață nouă.",
                ),
                lead: (
                    "The brick hall where the trams of {city} were repaired for almost a century opened its doors on Saturday as the city's largest public library. Hundreds of readers queued before nine in the morning, many of them families who came for the children's floor built under the old glass roof.",
                    "Hala de cărămidă în care au fost reparate tramvaiele din {city} timp de aproape un secol și-a deschis sâmbătă porțile ca cea mai mare bibliotecă publică a orașului. Sute de cititori au stat la coadă încă dinainte de ora nouă, mulți dintre ei familii venite pentru etajul copiilor, amenajat sub vechiul acoperiș de sticlă.",
                ),
            },
            Story {
                headline: (
                    "Heavy rain floods streets in {city} overnight",
                    "Ploile abundente au inundat peste noapte străzile din {city}",
                ),
                excerpt: (
                    "More than sixty litres per square metre fell in six hours; firefighters pumped water out of basements until dawn.",
                    "Au căzut peste șaizeci de litri pe metru pătrat în șase ore, iar pompierii au scos apa din subsoluri până în zori.",
                ),
                lead: (
                    "A storm that stalled over {city} late on Tuesday left several neighbourhoods under water by midnight. Drivers abandoned their cars in underpasses, two tram lines stopped running and the emergency services received more than four hundred calls before the rain finally eased shortly after three in the morning.",
                    "O furtună care a stagnat marți seara deasupra orașului {city} a lăsat mai multe cartiere sub ape până la miezul nopții. Șoferii și-au abandonat mașinile în pasaje, două linii de tramvai au fost oprite, iar serviciile de urgență au primit peste patru sute de apeluri până când ploaia s-a domolit, puțin după ora trei dimineața.",
                ),
            },
            Story {
                headline: (
                    "{city} extends night bus service to the suburbs",
                    "{city} extinde transportul de noapte către localitățile limitrofe",
                ),
                excerpt: (
                    "Six new night lines will link the centre with the commuter towns, every forty minutes between midnight and five.",
                    "Șase linii noi de noapte vor lega centrul de localitățile din jur, la fiecare patruzeci de minute, între miezul nopții și ora cinci.",
                ),
                lead: (
                    "Nurses, bakers and warehouse workers who finish their shifts after midnight will no longer need a taxi to get home. From next month the public transport company of {city} will run six night bus lines to the suburbs, a service that commuters have been asking for since the last trains were cut.",
                    "Asistentele, brutarii și lucrătorii din depozite care își termină tura după miezul nopții nu vor mai avea nevoie de taxi ca să ajungă acasă. De luna viitoare, compania de transport public din {city} va opera șase linii de autobuz de noapte către localitățile limitrofe, un serviciu cerut de navetiști de când au fost anulate ultimele trenuri.",
                ),
            },
            Story {
                headline: (
                    "Volunteers in {city} plant three thousand trees in one weekend",
                    "Voluntarii din {city} au plantat trei mii de copaci într-un weekend",
                ),
                excerpt: (
                    "Students, pensioners and whole office teams turned a former landfill into the start of a forest.",
                    "Studenți, pensionari și echipe întregi de birou au transformat o fostă groapă de gunoi în începutul unei păduri.",
                ),
                lead: (
                    "Armed with spades and borrowed wheelbarrows, about nine hundred volunteers spent the weekend on the edge of {city}, where a landfill closed fifteen years ago. By Sunday evening three thousand oaks, limes and field maples stood in neat rows, each one marked with the name of the person who planted it.",
                    "Înarmați cu hârlețe și roabe împrumutate, aproximativ nouă sute de voluntari și-au petrecut weekendul la marginea orașului {city}, pe locul unei gropi de gunoi închise acum cincisprezece ani. Până duminică seara, trei mii de stejari, tei și arțari de câmp stăteau aliniați, fiecare marcat cu numele celui care l-a plantat.",
                ),
            },
        ],
        details: &[
            (
                "City hall says the project was paid for mostly with European money, with the local budget covering about a fifth of the cost. The contract included five years of maintenance, a clause that councillors had insisted on after earlier projects were left to decay once the ribbon had been cut.",
                "Primăria spune că proiectul a fost plătit în mare parte din fonduri europene, bugetul local acoperind aproximativ o cincime din cost. Contractul include cinci ani de întreținere, o clauză pe care consilierii au cerut-o după ce proiecte mai vechi au fost lăsate în paragină imediat după inaugurare.",
            ),
            (
                "The neighbourhood has changed quickly over the past decade. Young families moved into the new blocks built on former industrial land, but schools, clinics and bus routes have struggled to keep up, and residents have filled every public consultation with the same complaint about services arriving years after the people.",
                "Cartierul s-a schimbat repede în ultimul deceniu. Familii tinere s-au mutat în blocurile noi ridicate pe foste terenuri industriale, dar școlile, dispensarele și liniile de autobuz abia au ținut pasul, iar locuitorii au venit la fiecare consultare publică cu aceeași nemulțumire: serviciile ajung cu ani după oameni.",
            ),
            (
                "Emergency services published a short guide for residents, with the numbers to call and the shelters that stay open at night. They also asked people to check on elderly neighbours who live alone, a request that social workers say made a real difference during last winter's cold spell.",
                "Serviciile de urgență au publicat un scurt ghid pentru locuitori, cu numerele de apel și adăposturile deschise pe timpul nopții. Ele au rugat oamenii să își viziteze vecinii în vârstă care locuiesc singuri, o rugăminte care, spun asistenții sociali, a contat enorm în timpul gerului de iarna trecută.",
            ),
        ],
    },
    Topic {
        category: "politics",
        color: "#b91c1c",
        tags: &[("elections", "alegeri"), ("budget", "buget"), ("government", "guvern")],
        stories: [
            Story {
                headline: (
                    "{city} council votes on next year's budget",
                    "Consiliul local din {city} votează bugetul pe anul viitor",
                ),
                excerpt: (
                    "Schools and street repairs get more, culture gets less: the draft split the council down the middle.",
                    "Școlile și reparațiile de străzi primesc mai mult, cultura mai puțin: proiectul a împărțit consiliul în două.",
                ),
                lead: (
                    "After a session that ran past midnight, the local council of {city} adopted next year's budget by a margin of two votes. The majority defended higher spending on schools and road repairs, while the opposition accused it of cutting the money for theatres and libraries to pay for projects timed for the election year.",
                    "După o ședință care a durat până după miezul nopții, consiliul local din {city} a adoptat bugetul pe anul viitor cu o diferență de două voturi. Majoritatea a apărat creșterea cheltuielilor pentru școli și reparații de drumuri, iar opoziția a acuzat-o că taie banii teatrelor și bibliotecilor pentru a plăti proiecte potrivite pentru anul electoral.",
                ),
            },
            Story {
                headline: (
                    "Parliament debates the reform of local taxes, with {city} as a test case",
                    "Parlamentul dezbate reforma taxelor locale, cu {city} drept caz-pilot",
                ),
                excerpt: (
                    "The bill would let cities set their own property tax bands; {city} volunteered to try it first.",
                    "Proiectul ar permite orașelor să își stabilească singure grilele impozitului pe proprietate, iar {city} s-a oferit să îl testeze primul.",
                ),
                lead: (
                    "Members of parliament began debating on Wednesday a bill that would give municipalities more control over the taxes they collect. The government wants {city} to apply the new rules for a year before they reach the rest of the country, and the mayor has already said the city is ready to start in January.",
                    "Parlamentarii au început miercuri dezbaterea unui proiect de lege care ar oferi primăriilor mai mult control asupra taxelor pe care le încasează. Guvernul vrea ca {city} să aplice noile reguli timp de un an înainte ca ele să ajungă în restul țării, iar primarul a declarat deja că orașul este pregătit să înceapă din ianuarie.",
                ),
            },
            Story {
                headline: (
                    "Mayor of {city} presents a plan for cleaner air",
                    "Primarul din {city} prezintă un plan pentru aer mai curat",
                ),
                excerpt: (
                    "Low-emission zones, electric buses and a ban on burning leaves: the plan has a deadline and a price.",
                    "Zone cu emisii reduse, autobuze electrice și interzicerea arderii frunzelor: planul are un termen și un preț.",
                ),
                lead: (
                    "The mayor of {city} presented on Monday a plan to bring air pollution below the European limits within four years. The centrepiece is a low-emission zone in the historic centre, but the document also promises two hundred electric buses, heat pumps for public buildings and a ban on burning garden waste.",
                    "Primarul din {city} a prezentat luni un plan prin care poluarea aerului ar urma să scadă sub limitele europene în patru ani. Piesa centrală este o zonă cu emisii reduse în centrul istoric, dar documentul promite și două sute de autobuze electrice, pompe de căldură pentru clădirile publice și interzicerea arderii resturilor vegetale.",
                ),
            },
            Story {
                headline: (
                    "European ministers meet to discuss regional funds for {city}",
                    "Miniștrii europeni se reunesc pentru a discuta fondurile regionale pentru {city}",
                ),
                excerpt: (
                    "A ring road, a hospital wing and a tram line depend on money that must be spent before the end of the programme.",
                    "O centură ocolitoare, o aripă de spital și o linie de tramvai depind de bani care trebuie cheltuiți până la finalul programului.",
                ),
                lead: (
                    "Ministers responsible for regional development met in Brussels to review the projects financed in the region around {city}. Three of them are behind schedule, and officials warned that money not contracted by the end of next year will be lost, a prospect that has alarmed local business groups.",
                    "Miniștrii responsabili cu dezvoltarea regională s-au întâlnit la Bruxelles pentru a analiza proiectele finanțate în regiunea din jurul orașului {city}. Trei dintre ele sunt în întârziere, iar oficialii au avertizat că banii necontractați până la sfârșitul anului viitor vor fi pierduți, o perspectivă care a alarmat asociațiile locale de afaceri.",
                ),
            },
        ],
        details: &[
            (
                "The opposition announced it would challenge the decision in court, arguing that the documents were published too late for a proper debate. Legal experts consulted by our newsroom said such challenges rarely succeed, but they can delay a project by several months while the judges examine the procedure.",
                "Opoziția a anunțat că va contesta decizia în instanță, susținând că documentele au fost publicate prea târziu pentru o dezbatere reală. Juriștii consultați de redacția noastră spun că astfel de contestații reușesc rar, dar pot întârzia un proiect cu câteva luni, cât timp judecătorii examinează procedura.",
            ),
            (
                "Turnout at the last local elections was just under half, and the parties now in the majority know that small promises kept matter more to voters than big plans announced. Campaign teams are already testing slogans in the neighbourhoods where the result was closest.",
                "Prezența la ultimele alegeri locale a fost puțin sub jumătate, iar partidele aflate acum la putere știu că promisiunile mici respectate contează mai mult pentru alegători decât planurile mari anunțate. Echipele de campanie testează deja sloganuri în cartierele unde rezultatul a fost cel mai strâns.",
            ),
            (
                "Transparency groups have asked for every contract linked to the decision to be published online, together with the names of the companies that bid. The prefect's office said it would check the legality of the vote within the thirty days the law allows.",
                "Organizațiile pentru transparență au cerut ca toate contractele legate de decizie să fie publicate online, împreună cu numele firmelor care au participat la licitație. Instituția prefectului a anunțat că va verifica legalitatea votului în cele treizeci de zile prevăzute de lege.",
            ),
        ],
    },
    Topic {
        category: "sports",
        color: "#15803d",
        tags: &[
            ("football", "fotbal"),
            ("athletics", "atletism"),
            ("handball", "handbal"),
        ],
        stories: [
            Story {
                headline: (
                    "{city} wins the derby after a late penalty",
                    "{city} câștigă derbiul după un penalty în prelungiri",
                ),
                excerpt: (
                    "A handball in the ninety-third minute, a long check by the video referee and a stadium that did not sit down for ten minutes.",
                    "Un henț în minutul nouăzeci și trei, o verificare lungă a arbitrului video și un stadion care nu s-a mai așezat zece minute.",
                ),
                lead: (
                    "The derby seemed destined for a goalless draw until the ninety-third minute, when a defender blocked a cross with his arm. After three minutes in front of the screen the referee pointed to the spot, and the captain of {city} sent the goalkeeper the wrong way to settle a tense, scrappy game.",
                    "Derbiul părea sortit unui egal fără goluri până în minutul nouăzeci și trei, când un fundaș a blocat o centrare cu brațul. După trei minute petrecute în fața ecranului, arbitrul a arătat spre punctul cu var, iar căpitanul echipei din {city} l-a trimis pe portar în colțul greșit, decizând un meci tensionat și urât.",
                ),
            },
            Story {
                headline: (
                    "Marathon runners fill the streets of {city}",
                    "Alergătorii de maraton au umplut străzile din {city}",
                ),
                excerpt: (
                    "Twelve thousand runners, a course record in the women's race and a finish line moved to the main square.",
                    "Douăsprezece mii de alergători, un record al traseului la feminin și o linie de sosire mutată în piața centrală.",
                ),
                lead: (
                    "Twelve thousand runners from thirty countries took part on Sunday in the marathon of {city}, the largest edition since the race began. The women's winner broke the course record by almost two minutes, and the crowds lining the old town cheered the last finishers as loudly as the first.",
                    "Douăsprezece mii de alergători din treizeci de țări au luat duminică startul la maratonul din {city}, cea mai mare ediție de la prima cursă. Câștigătoarea probei feminine a doborât recordul traseului cu aproape două minute, iar publicul strâns pe străzile centrului vechi i-a aplaudat pe ultimii sosiți la fel de tare ca pe primii.",
                ),
            },
            Story {
                headline: (
                    "Young gymnasts from {city} qualify for the national finals",
                    "Tinerele gimnaste din {city} se califică în finala națională",
                ),
                excerpt: (
                    "They train in a hall with a leaking roof and second-hand mats, and they beat clubs with three times their budget.",
                    "Se antrenează într-o sală cu acoperișul spart și saltele la mâna a doua și au învins cluburi cu bugete de trei ori mai mari.",
                ),
                lead: (
                    "Five girls aged between eleven and fourteen from the sports club of {city} qualified for the national gymnastics finals, a first for a team that trains in a school hall with a leaking roof. Their coach, a former international, said the result belongs to the parents who drive them to training every morning at six.",
                    "Cinci fete între unsprezece și paisprezece ani de la clubul sportiv din {city} s-au calificat în finala națională de gimnastică, o premieră pentru o echipă care se antrenează într-o sală de școală cu acoperișul spart. Antrenoarea lor, fostă sportivă de lot, spune că rezultatul le aparține părinților care le duc la antrenament în fiecare dimineață la șase.",
                ),
            },
            Story {
                headline: (
                    "{city} handball team signs two international players",
                    "Echipa de handbal din {city} transferă doi jucători internaționali",
                ),
                excerpt: (
                    "A Danish playmaker and a Croatian pivot arrive before the European group stage.",
                    "Un coordonator danez și un pivot croat sosesc înaintea fazei grupelor europene.",
                ),
                lead: (
                    "The handball club of {city} has signed a Danish playmaker and a Croatian pivot, both with more than fifty caps for their national teams. The club hopes the two will help it reach the knockout stage of the European competition, where it fell short by a single goal last season.",
                    "Clubul de handbal din {city} a transferat un coordonator danez și un pivot croat, amândoi cu peste cincizeci de selecții la echipele naționale. Clubul speră că cei doi îl vor ajuta să ajungă în fazele eliminatorii ale competiției europene, ratate sezonul trecut la un singur gol.",
                ),
            },
        ],
        details: &[
            (
                "The club's budget comes mostly from the city council, which makes every result a political question as well as a sporting one. Supporters' groups have asked for a long-term plan instead of money voted from one season to the next, so that coaches can build a team rather than rent one.",
                "Bugetul clubului vine în mare parte de la consiliul local, ceea ce face din fiecare rezultat o chestiune politică, nu doar sportivă. Galeriile au cerut un plan pe termen lung în locul banilor votați de la un sezon la altul, astfel încât antrenorii să poată construi o echipă, nu să închirieze una.",
            ),
            (
                "Youth coaches say interest has grown since the start of the season: the club's junior teams have a waiting list for the first time in years. The problem is space, because the three halls in the city are booked from early morning until late at night, and new pitches have been promised for a decade.",
                "Antrenorii de juniori spun că interesul a crescut de la începutul sezonului: echipele de copii ale clubului au pentru prima dată după mulți ani o listă de așteptare. Problema este spațiul, pentru că cele trei săli din oraș sunt ocupate de dimineața devreme până seara târziu, iar terenuri noi se promit de un deceniu.",
            ),
            (
                "Tickets for the next home game sold out within hours, and the police announced extra patrols around the stadium. Fans travelling from other towns were advised to use the special trains and to arrive early, since the security checks at the gates will be stricter than usual.",
                "Biletele pentru următorul meci de acasă s-au vândut în câteva ore, iar poliția a anunțat patrule suplimentare în jurul stadionului. Suporterii care vin din alte orașe au fost sfătuiți să folosească trenurile speciale și să ajungă devreme, deoarece controalele de la porți vor fi mai stricte decât de obicei.",
            ),
        ],
    },
    Topic {
        category: "business",
        color: "#a16207",
        tags: &[
            ("economy", "economie"),
            ("jobs", "locuri de muncă"),
            ("investment", "investiții"),
        ],
        stories: [
            Story {
                headline: (
                    "A software company from {city} doubles its workforce",
                    "O companie de software din {city} își dublează numărul de angajați",
                ),
                excerpt: (
                    "Founded in a student flat eight years ago, it now writes software for banks in twelve countries and is hiring again.",
                    "Înființată acum opt ani într-un apartament de studenți, firma scrie acum programe pentru bănci din douăsprezece țări și angajează din nou.",
                ),
                lead: (
                    "A software company that started eight years ago in a student flat in {city} will double its staff to six hundred by the end of next year. Its founders say they prefer to hire graduates of the local university and train them, rather than compete with the giants for experienced engineers.",
                    "O companie de software pornită acum opt ani într-un apartament de studenți din {city} își va dubla numărul de angajați, la șase sute, până la sfârșitul anului viitor. Fondatorii spun că preferă să angajeze absolvenți ai universității locale și să îi formeze, în loc să concureze cu giganții pentru ingineri cu experiență.",
                ),
            },
            Story {
                headline: (
                    "Farmers' market in {city} reports a record season",
                    "Piața producătorilor din {city} raportează un sezon record",
                ),
                excerpt: (
                    "Sales were up by a third, and for the first time young farmers outnumber the old hands at the stalls.",
                    "Vânzările au crescut cu o treime, iar pentru prima dată fermierii tineri sunt mai mulți decât veteranii de la tarabe.",
                ),
                lead: (
                    "The weekly farmers' market of {city} closed its summer season with sales a third higher than last year. The organisers counted more than two hundred producers, and for the first time most of them were under forty, many having returned from work abroad to take over their parents' land.",
                    "Piața săptămânală a producătorilor din {city} a încheiat sezonul de vară cu vânzări cu o treime mai mari decât anul trecut. Organizatorii au numărat peste două sute de producători, iar pentru prima dată cei mai mulți au sub patruzeci de ani, mulți întorși de la muncă din străinătate pentru a prelua pământul părinților.",
                ),
            },
            Story {
                headline: (
                    "New logistics park near {city} brings five hundred jobs",
                    "Un nou parc logistic lângă {city} aduce cinci sute de locuri de muncă",
                ),
                excerpt: (
                    "Warehouses the size of twelve football pitches rise next to the motorway exit; the first tenants move in this spring.",
                    "Depozite cât douăsprezece terenuri de fotbal se ridică lângă ieșirea de pe autostradă, iar primii chiriași se mută în primăvară.",
                ),
                lead: (
                    "Construction has begun on a logistics park next to the motorway exit near {city}, with warehouses covering twelve hectares. The developer says the first tenants, a retail chain and a parcel delivery company, will move in next spring and employ about five hundred people between them.",
                    "Au început lucrările la un parc logistic lângă ieșirea de pe autostradă de la {city}, cu depozite care vor acoperi doisprezece hectare. Dezvoltatorul spune că primii chiriași, un lanț de magazine și o firmă de curierat, se vor muta în primăvara viitoare și vor angaja împreună aproximativ cinci sute de oameni.",
                ),
            },
            Story {
                headline: (
                    "Small shops in {city} adapt to online orders",
                    "Magazinele mici din {city} se adaptează comenzilor online",
                ),
                excerpt: (
                    "A bookshop, a butcher and a hardware store share a courier and a website, and their sales are growing again.",
                    "O librărie, o măcelărie și un magazin de bricolaj împart un curier și un site, iar vânzările lor cresc din nou.",
                ),
                lead: (
                    "Squeezed between shopping centres and delivery apps, a group of independent shops in the centre of {city} decided to fight back together. Twenty of them now share a website, a courier on an electric cargo bike and a loyalty card, and most report that their sales have grown for the first time in five years.",
                    "Prinse între mall-uri și aplicațiile de livrare, un grup de magazine independente din centrul orașului {city} au decis să reacționeze împreună. Douăzeci dintre ele împart acum un site, un curier pe o bicicletă electrică de marfă și un card de fidelitate, iar cele mai multe spun că vânzările au crescut pentru prima dată în cinci ani.",
                ),
            },
        ],
        details: &[
            (
                "Economists note that wages in the region have grown faster than the national average for three years in a row, but so have rents. A one-bedroom flat now costs nearly half of a young engineer's salary, and employers say housing has become their main obstacle when they try to recruit from other cities.",
                "Economiștii observă că salariile din regiune au crescut mai repede decât media națională trei ani la rând, dar la fel au crescut și chiriile. Un apartament cu două camere costă acum aproape jumătate din salariul unui inginer tânăr, iar angajatorii spun că locuința a devenit principalul obstacol când încearcă să recruteze din alte orașe.",
            ),
            (
                "The chamber of commerce counted more new firms registered this year than in any year since it began keeping records. Most are small: a programmer working alone, a family bakery, a repair shop. Bankers say loans to such businesses are growing, though lending remains cautious.",
                "Camera de comerț a numărat anul acesta mai multe firme noi înregistrate decât în oricare an de când ține evidența. Cele mai multe sunt mici: un programator care lucrează singur, o brutărie de familie, un atelier de reparații. Bancherii spun că împrumuturile pentru astfel de afaceri cresc, chiar dacă băncile rămân prudente.",
            ),
            (
                "Energy prices remain the main worry for local producers. Several of them told us they had installed solar panels on their roofs over the summer, and a few have joined together to negotiate a common contract with a supplier, something that would have been unthinkable a few years ago.",
                "Prețul energiei rămâne principala grijă a producătorilor locali. Mai mulți dintre ei ne-au spus că și-au montat panouri solare pe acoperiș în timpul verii, iar câțiva s-au asociat pentru a negocia un contract comun cu un furnizor, lucru de neimaginat acum câțiva ani.",
            ),
        ],
    },
    Topic {
        category: "tech",
        color: "#7c3aed",
        tags: &[
            ("innovation", "inovație"),
            ("startups", "start-upuri"),
            ("internet", "internet"),
        ],
        stories: [
            Story {
                headline: (
                    "Students in {city} build a satellite the size of a shoebox",
                    "Studenții din {city} construiesc un satelit cât o cutie de pantofi",
                ),
                excerpt: (
                    "It weighs just over a kilogram, cost less than a used car and will measure air pollution from orbit.",
                    "Cântărește puțin peste un kilogram, a costat mai puțin decât o mașină la mâna a doua și va măsura poluarea aerului de pe orbită.",
                ),
                lead: (
                    "A team of twenty students from the technical university of {city} has finished building a satellite that weighs a little over a kilogram. If its launch goes to plan next spring, the tiny cube will spend two years in orbit measuring air pollution over the region and sending its data to a receiving station on the faculty roof.",
                    "O echipă de douăzeci de studenți de la universitatea tehnică din {city} a terminat de construit un satelit care cântărește puțin peste un kilogram. Dacă lansarea decurge conform planului în primăvară, micul cub va petrece doi ani pe orbită măsurând poluarea aerului deasupra regiunii și trimițând datele către o stație de recepție de pe acoperișul facultății.",
                ),
            },
            Story {
                headline: (
                    "{city} tests smart traffic lights on its busiest boulevard",
                    "{city} testează semafoare inteligente pe cel mai aglomerat bulevard",
                ),
                excerpt: (
                    "Cameras count the cars and the lights adapt every minute; the first weeks show shorter queues at rush hour.",
                    "Camerele numără mașinile, iar semafoarele se adaptează în fiecare minut; primele săptămâni arată cozi mai scurte la orele de vârf.",
                ),
                lead: (
                    "For the past six weeks the traffic lights along the busiest boulevard of {city} have been deciding for themselves how long to stay green. Sensors and cameras count vehicles, pedestrians and buses, and software adjusts the timing every minute, giving priority to public transport when it runs late.",
                    "De șase săptămâni, semafoarele de pe cel mai aglomerat bulevard din {city} decid singure cât timp rămân pe verde. Senzorii și camerele numără vehiculele, pietonii și autobuzele, iar un program ajustează duratele în fiecare minut și dă prioritate transportului public atunci când acesta întârzie.",
                ),
            },
            Story {
                headline: (
                    "Free public Wi-Fi reaches every park in {city}",
                    "Internetul wireless gratuit ajunge în toate parcurile din {city}",
                ),
                excerpt: (
                    "Ninety access points, no registration and no advertising: the network is paid for by the city and built to last.",
                    "Nouăzeci de puncte de acces, fără înregistrare și fără reclame: rețeaua este plătită de oraș și construită să dureze.",
                ),
                lead: (
                    "Every park in {city} now has free wireless internet, after technicians installed the last of ninety access points this week. The network asks for no registration and shows no advertising, and the city's IT department says it was designed to keep working during concerts and festivals, when thousands connect at once.",
                    "Toate parcurile din {city} au acum internet wireless gratuit, după ce tehnicienii au montat săptămâna aceasta ultimul dintre cele nouăzeci de puncte de acces. Rețeaua nu cere înregistrare și nu afișează reclame, iar departamentul IT al primăriei spune că a fost proiectată să funcționeze și în timpul concertelor și festivalurilor, când mii de oameni se conectează deodată.",
                ),
            },
            Story {
                headline: (
                    "A start-up from {city} teaches robots to sort recycling",
                    "Un start-up din {city} învață roboții să sorteze deșeurile reciclabile",
                ),
                excerpt: (
                    "A camera, a robotic arm and a model trained on a million photos of rubbish: the sorting line works faster than people.",
                    "O cameră, un braț robotic și un model antrenat pe un milion de fotografii cu gunoaie: linia de sortare lucrează mai repede decât oamenii.",
                ),
                lead: (
                    "In a hall on the industrial estate of {city}, a robotic arm picks plastic bottles off a conveyor belt forty times a minute. The young company that built it trained its software on a million photographs of household waste, and it now hopes to sell the system to recycling plants across Europe.",
                    "Într-o hală din zona industrială a orașului {city}, un braț robotic ridică sticle de plastic de pe banda rulantă de patruzeci de ori pe minut. Tânăra companie care l-a construit și-a antrenat programul pe un milion de fotografii cu deșeuri menajere și speră acum să vândă sistemul stațiilor de reciclare din toată Europa.",
                ),
            },
        ],
        details: &[
            (
                "The local technology sector employs about twelve thousand people, most of them in companies founded in the last fifteen years. University professors say the best students still receive offers from abroad before they graduate, but more of them now choose to stay, at least for their first job.",
                "Sectorul local de tehnologie are aproximativ douăsprezece mii de angajați, cei mai mulți în companii înființate în ultimii cincisprezece ani. Profesorii universitari spun că cei mai buni studenți primesc în continuare oferte din străinătate înainte de absolvire, dar tot mai mulți aleg să rămână, cel puțin pentru primul loc de muncă.",
            ),
            (
                "Privacy specialists have asked the city to publish what data the new systems collect and how long it is kept. The answer from city hall was that the images are processed on the spot and deleted within seconds, with only anonymous counts stored, a claim an independent audit will check next year.",
                "Specialiștii în protecția datelor au cerut primăriei să publice ce date colectează noile sisteme și cât timp le păstrează. Răspunsul a fost că imaginile sunt procesate pe loc și șterse în câteva secunde, fiind păstrate doar numărători anonime, o afirmație pe care un audit independent o va verifica anul viitor.",
            ),
            (
                "The project was developed with a local university, whose laboratory lent equipment and students in exchange for access to the data. Researchers say such partnerships are still rare, because companies fear slow paperwork and universities fear losing control over what they publish.",
                "Proiectul a fost dezvoltat împreună cu o universitate locală, al cărei laborator a oferit echipamente și studenți în schimbul accesului la date. Cercetătorii spun că astfel de parteneriate sunt încă rare, pentru că firmele se tem de birocrație, iar universitățile se tem că vor pierde controlul asupra a ceea ce publică.",
            ),
        ],
    },
    Topic {
        category: "lifestyle",
        color: "#db2777",
        tags: &[("food", "mâncare"), ("travel", "călătorii"), ("culture", "cultură")],
        stories: [
            Story {
                headline: (
                    "Five walks through the old town of {city}",
                    "Cinci plimbări prin centrul vechi din {city}",
                ),
                excerpt: (
                    "Hidden courtyards, a staircase with a view and the café where poets argued in the thirties: routes for a free afternoon.",
                    "Curți ascunse, o scară cu priveliște și cafeneaua în care se certau poeții în anii '30: trasee pentru o după-amiază liberă.",
                ),
                lead: (
                    "The old town of {city} is small enough to cross in twenty minutes, yet most visitors see only the main square and the cathedral. We asked a local guide, an architect and a retired history teacher to choose their favourite routes, each one short enough for an afternoon and ending somewhere worth sitting down.",
                    "Centrul vechi din {city} este destul de mic încât să îl traversezi în douăzeci de minute, și totuși cei mai mulți vizitatori văd doar piața mare și catedrala. Am rugat un ghid local, o arhitectă și un profesor de istorie pensionar să își aleagă traseele preferate, fiecare destul de scurt pentru o după-amiază și încheiat într-un loc unde merită să te așezi.",
                ),
            },
            Story {
                headline: (
                    "The bakeries of {city} bring back traditional recipes",
                    "Brutăriile din {city} readuc rețetele tradiționale",
                ),
                excerpt: (
                    "Sourdough, wood-fired ovens and flour from local mills: the bread our grandparents ate is selling out by noon.",
                    "Maia, cuptoare cu lemne și făină de la morile din zonă: pâinea pe care o mâncau bunicii se termină până la prânz.",
                ),
                lead: (
                    "Queues start forming before seven in the morning outside a handful of small bakeries in {city}, where bread is made with sourdough and baked in wood-fired ovens. The bakers, most of them in their thirties, learned the recipes from grandparents and from old cookbooks found at flea markets.",
                    "Cozile încep să se formeze încă dinainte de ora șapte dimineața în fața câtorva brutării mici din {city}, unde pâinea este făcută cu maia și coaptă în cuptoare cu lemne. Brutarii, cei mai mulți trecuți de treizeci de ani, au învățat rețetele de la bunici și din cărți de bucate vechi găsite prin târguri de vechituri.",
                ),
            },
            Story {
                headline: (
                    "Open-air cinema returns to {city} this summer",
                    "Cinematograful în aer liber revine în {city} în această vară",
                ),
                excerpt: (
                    "Deckchairs, classic films and a screen in the park: sixty evenings of cinema, free for everyone under eighteen.",
                    "Șezlonguri, filme clasice și un ecran în parc: șaizeci de seri de cinema, gratuite pentru toți cei sub optsprezece ani.",
                ),
                lead: (
                    "After an absence of three summers, the open-air cinema is back in the central park of {city}. For sixty evenings from June to August, a giant screen will show classic films, new releases and animated features, with deckchairs for two thousand spectators and free entry for everyone under eighteen.",
                    "După o absență de trei veri, cinematograful în aer liber revine în parcul central din {city}. Timp de șaizeci de seri, din iunie până în august, un ecran uriaș va proiecta filme clasice, premiere și animații, cu șezlonguri pentru două mii de spectatori și intrare gratuită pentru toți cei sub optsprezece ani.",
                ),
            },
            Story {
                headline: (
                    "Gardening on balconies is the new hobby in {city}",
                    "Grădinăritul pe balcon este noul hobby în {city}",
                ),
                excerpt: (
                    "Tomatoes on the eighth floor, herbs on the window sill and a seed swap every Saturday.",
                    "Roșii la etajul opt, verdețuri pe pervaz și un schimb de semințe în fiecare sâmbătă.",
                ),
                lead: (
                    "Tomatoes climbing the railings of the eighth floor, peppers in painted buckets and herbs on every window sill: balcony gardening has become one of the most popular hobbies in {city}. A seed swap that started with a dozen neighbours now draws hundreds of people every Saturday morning.",
                    "Roșii care urcă pe balustrada etajului opt, ardei în găleți pictate și verdețuri pe fiecare pervaz: grădinăritul pe balcon a devenit unul dintre cele mai populare hobby-uri din {city}. Un schimb de semințe început de o duzină de vecini adună acum sute de oameni în fiecare sâmbătă dimineață.",
                ),
            },
        ],
        details: &[
            (
                "Tourism officials say visitors now stay longer than they did five years ago, an average of three nights instead of two. Guesthouses in the old town are full most weekends from April to October, and several families have turned empty rooms into small businesses with a handful of beds.",
                "Oficialii din turism spun că vizitatorii stau acum mai mult decât acum cinci ani, în medie trei nopți în loc de două. Pensiunile din centrul vechi sunt pline în cele mai multe weekenduri din aprilie până în octombrie, iar mai multe familii au transformat camerele goale în mici afaceri cu câteva paturi.",
            ),
            (
                "Prices remain reasonable by European standards: a meal in a good restaurant costs about as much as a sandwich in a western capital. Locals, however, complain that the cafés in the centre now cater mainly to visitors, and many have moved their evenings out to the neighbourhoods.",
                "Prețurile rămân rezonabile după standardele europene: o masă într-un restaurant bun costă cam cât un sandviș într-o capitală occidentală. Localnicii se plâng însă că localurile din centru se adresează acum mai ales turiștilor, iar mulți și-au mutat serile în cartiere.",
            ),
            (
                "Booking ahead is recommended at weekends, and many of the small places accept only cash. The tourist information centre near the main square offers free maps in four languages, and its staff will gladly point out what the guidebooks leave out.",
                "Rezervarea din timp este recomandată în weekend, iar multe dintre localurile mici acceptă doar numerar. Centrul de informare turistică de lângă piața mare oferă hărți gratuite în patru limbi, iar angajații vă vor arăta cu plăcere ce lasă deoparte ghidurile.",
            ),
        ],
    },
    Topic {
        category: "podcast",
        color: "#0f766e",
        tags: &[("interview", "interviu"), ("audio", "audio"), ("society", "societate")],
        stories: [
            Story {
                headline: (
                    "Podcast: what the new metro line means for {city}",
                    "Podcast: ce înseamnă noua linie de metrou pentru {city}",
                ),
                excerpt: (
                    "An engineer, a shopkeeper on the route and a commuter who has waited twenty years: three voices on the line.",
                    "Un inginer, un comerciant de pe traseu și un navetist care așteaptă de douăzeci de ani: trei voci despre noua linie.",
                ),
                lead: (
                    "In this episode we ride the route of the future metro line of {city} with three people whose lives it will change: the engineer in charge of the tunnels, a shopkeeper whose street has been dug up for two years, and a commuter who has spent an hour and a half on buses every morning since the nineties.",
                    "În acest episod parcurgem traseul viitoarei linii de metrou din {city} alături de trei oameni cărora le va schimba viața: inginerul care răspunde de tuneluri, un comerciant a cărui stradă este săpată de doi ani și o navetistă care petrece o oră și jumătate în autobuz în fiecare dimineață încă din anii '90.",
                ),
            },
            Story {
                headline: (
                    "Podcast: the musicians who keep jazz alive in {city}",
                    "Podcast: muzicienii care țin jazzul în viață în {city}",
                ),
                excerpt: (
                    "A basement club, a saxophonist who has played there for forty years and the students who fill it every Thursday.",
                    "Un club la subsol, un saxofonist care cântă acolo de patruzeci de ani și studenții care îl umplu în fiecare joi.",
                ),
                lead: (
                    "Every Thursday night a basement club in {city} fills up with students, pensioners and tourists who came by chance. In this episode we talk to the saxophonist who has played there for forty years, to the young pianist who now runs the sessions, and to the owner who refused every offer to turn the club into a bar.",
                    "În fiecare joi seara, un club de la subsol din {city} se umple de studenți, pensionari și turiști ajunși din întâmplare. În acest episod vorbim cu saxofonistul care cântă acolo de patruzeci de ani, cu tânăra pianistă care organizează acum serile și cu proprietarul care a refuzat orice ofertă de a transforma clubul într-un bar.",
                ),
            },
            Story {
                headline: (
                    "Podcast: a week with the firefighters of {city}",
                    "Podcast: o săptămână alături de pompierii din {city}",
                ),
                excerpt: (
                    "Night shifts, false alarms and the call nobody forgets: seven days in the station at the edge of the old town.",
                    "Ture de noapte, alarme false și apelul pe care nimeni nu îl uită: șapte zile în remiza de la marginea centrului vechi.",
                ),
                lead: (
                    "Our reporter spent seven days and nights with a crew of firefighters in {city}, from the quiet hours of cleaning equipment to the moment the siren sounds. In this episode they talk about the calls that stay with them, the jokes that help them cope and the families who wait for them at home.",
                    "Reporterul nostru a petrecut șapte zile și nopți alături de un echipaj de pompieri din {city}, de la orele liniștite în care se curăță echipamentul până la momentul în care sună sirena. În acest episod ei vorbesc despre intervențiile care le rămân în minte, glumele care îi ajută să reziste și familiile care îi așteaptă acasă.",
                ),
            },
            Story {
                headline: (
                    "Podcast: how {city} prepares for winter",
                    "Podcast: cum se pregătește {city} pentru iarnă",
                ),
                excerpt: (
                    "Snowploughs, salt stocks and the heating plant that must not fail: the people who keep the city running in January.",
                    "Plugurile de zăpadă, stocurile de sare și centrala care nu are voie să cadă: oamenii care țin orașul în funcțiune în ianuarie.",
                ),
                lead: (
                    "When the first snow falls on {city}, a few hundred people have already been preparing for months. In this episode we visit the depot where snowploughs are serviced, the heating plant that warms a third of the city's flats, and the dispatchers who decide which streets are cleared first.",
                    "Când cade prima zăpadă peste {city}, câteva sute de oameni se pregătesc deja de luni de zile. În acest episod vizităm depoul în care sunt reparate plugurile de zăpadă, centrala care încălzește o treime din apartamentele orașului și dispecerii care decid ce străzi sunt curățate primele.",
                ),
            },
        ],
        details: &[
            (
                "The episode was recorded over several days, on location and in our studio, and edited to about forty minutes. You can listen to it on the site, or subscribe to our podcast in any app to receive every new episode on Friday morning.",
                "Episodul a fost înregistrat pe parcursul mai multor zile, pe teren și în studioul nostru, și montat la aproximativ patruzeci de minute. Îl puteți asculta pe site sau vă puteți abona la podcastul nostru în orice aplicație pentru a primi fiecare episod nou vineri dimineață.",
            ),
            (
                "In the second half of the conversation our guests answer questions sent by listeners, from the practical to the personal. Several of them asked how ordinary residents can get involved, and the answers, we think, are worth hearing to the end.",
                "În a doua parte a discuției, invitații noștri răspund la întrebările trimise de ascultători, de la cele practice la cele personale. Mai mulți au întrebat cum se pot implica locuitorii obișnuiți, iar răspunsurile, credem noi, merită ascultate până la capăt.",
            ),
            (
                "This series is produced by a small team in our newsroom, with music composed by a young artist from the region. If you have a story from your neighbourhood that you think we should tell, write to us: several of this season's episodes began with a listener's message.",
                "Această serie este realizată de o echipă mică din redacția noastră, cu muzică compusă de un tânăr artist din regiune. Dacă aveți o poveste din cartierul vostru pe care credeți că ar trebui să o spunem, scrieți-ne: mai multe episoade din acest sezon au pornit de la mesajul unui ascultător.",
            ),
        ],
    },
    Topic {
        category: "opinion",
        color: "#475569",
        tags: &[
            ("editorial", "editorial"),
            ("debate", "dezbatere"),
            ("city life", "viața urbană"),
        ],
        stories: [
            Story {
                headline: (
                    "Opinion: {city} deserves better cycling lanes",
                    "Opinie: {city} merită piste de biciclete mai bune",
                ),
                excerpt: (
                    "Painted lines between parked cars and open doors are not infrastructure; they are an invitation to an accident.",
                    "Liniile vopsite între mașini parcate și portiere deschise nu sunt infrastructură, ci o invitație la accident.",
                ),
                lead: (
                    "Every spring {city} announces new kilometres of cycling lanes, and every spring cyclists discover that most of them are white lines painted between parked cars and heavy traffic. A lane that ends abruptly at a junction, or runs into a lamp post, is not a lane: it is a statistic produced for a press release.",
                    "În fiecare primăvară, {city} anunță noi kilometri de piste de biciclete și în fiecare primăvară bicicliștii descoperă că cele mai multe sunt linii albe vopsite între mașini parcate și trafic intens. O pistă care se termină brusc într-o intersecție sau dă într-un stâlp nu este o pistă, ci o cifră produsă pentru un comunicat de presă.",
                ),
            },
            Story {
                headline: (
                    "Opinion: why local newspapers still matter in {city}",
                    "Opinie: de ce contează încă ziarele locale în {city}",
                ),
                excerpt: (
                    "Nobody else sits through a six-hour council meeting; when local reporters disappear, so does accountability.",
                    "Nimeni altcineva nu stă șase ore la o ședință de consiliu; când dispar reporterii locali, dispare și responsabilitatea.",
                ),
                lead: (
                    "When the last daily newspaper of a town closes, the council meetings go on, the contracts are still signed and the roads are still repaired, but nobody is there to write it down. {city} still has reporters who sit through six-hour sessions and read the annexes, and that is worth more than we usually admit.",
                    "Când se închide ultimul cotidian al unui oraș, ședințele de consiliu continuă, contractele se semnează în continuare și drumurile se repară, dar nu mai e nimeni care să noteze. {city} are încă reporteri care stau la ședințe de șase ore și citesc anexele, iar asta valorează mai mult decât recunoaștem de obicei.",
                ),
            },
            Story {
                headline: (
                    "Opinion: the parks of {city} are its best investment",
                    "Opinie: parcurile din {city} sunt cea mai bună investiție",
                ),
                excerpt: (
                    "Shade, clean air and a place where everyone is equal: no other public money buys so much for so little.",
                    "Umbră, aer curat și un loc în care toți sunt egali: niciun alt ban public nu cumpără atât de mult cu atât de puțin.",
                ),
                lead: (
                    "On a hot afternoon in July the parks of {city} are the only places where a pensioner, a student and a company director sit on the same kind of bench. They cool the streets, clean the air and cost less each year than a single roundabout, yet they are always the first to lose land when a developer asks.",
                    "Într-o după-amiază caniculară de iulie, parcurile din {city} sunt singurele locuri în care un pensionar, un student și un director de companie stau pe același fel de bancă. Ele răcoresc străzile, curăță aerul și costă anual mai puțin decât un singur sens giratoriu, și totuși sunt primele care pierd teren când cere un dezvoltator.",
                ),
            },
            Story {
                headline: (
                    "Opinion: {city} should listen to its young people",
                    "Opinie: {city} ar trebui să-și asculte tinerii",
                ),
                excerpt: (
                    "They study here, work here and leave anyway; asking them why would cost nothing.",
                    "Studiază aici, lucrează aici și pleacă totuși; să îi întrebăm de ce nu ar costa nimic.",
                ),
                lead: (
                    "Every year thousands of students graduate in {city}, and every year too many of them pack their bags. The reasons are not a mystery: rents, a lack of places to meet that are not bars, and the feeling that decisions about their city are made by people who never ask what they think.",
                    "În fiecare an, mii de studenți absolvă în {city} și în fiecare an prea mulți dintre ei își fac bagajele. Motivele nu sunt un mister: chiriile, lipsa locurilor de întâlnire care să nu fie baruri și senzația că deciziile despre orașul lor sunt luate de oameni care nu îi întreabă niciodată ce cred.",
                ),
            },
        ],
        details: &[
            (
                "None of this requires a grand plan or a foreign consultant. It requires people in city hall who walk the streets they govern, who take the bus to work once a week and who answer letters from residents within a month, not a year.",
                "Nimic din toate acestea nu cere un plan grandios sau un consultant străin. Cere oameni în primărie care să meargă pe jos pe străzile pe care le administrează, să ia autobuzul spre serviciu măcar o dată pe săptămână și să răspundă la scrisorile locuitorilor într-o lună, nu într-un an.",
            ),
            (
                "Critics will say there are more urgent problems, and they are right that there always are. But a city is not only its emergencies: it is also the thousand small choices that decide whether people want to stay in it, raise children in it and grow old in it.",
                "Criticii vor spune că există probleme mai urgente și au dreptate că ele există mereu. Dar un oraș nu înseamnă doar urgențele sale, ci și miile de mici alegeri care decid dacă oamenii vor să rămână în el, să își crească acolo copiii și să îmbătrânească acolo.",
            ),
            (
                "Other cities in the region have shown that it can be done. None of them was richer than this one when they started; they simply decided what mattered and kept to it for longer than a single term of office.",
                "Alte orașe din regiune au arătat că se poate. Niciunul nu era mai bogat decât acesta când a început; pur și simplu au hotărât ce contează și s-au ținut de asta mai mult decât un singur mandat.",
            ),
        ],
    },
];

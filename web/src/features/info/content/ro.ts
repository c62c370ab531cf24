/** Paginile de informații în română. `email` este adresa redacției (config/site.ts). */
import type { InfoContents } from './types';

export function infoContentRo(email: string): InfoContents {
  return {
    about: {
      title: 'Despre noi',
      description: 'Cine suntem, ce acoperim și cum lucrăm: știri locale și naționale în română și engleză.',
      lead: 'Suntem o redacție independentă care relatează știri locale și naționale în română și engleză, pentru cititorii din țară și din străinătate.',
      sections: [
        {
          heading: 'Ce acoperim',
          paragraphs: [
            'Scriem despre politică, sport, afaceri, tehnologie, lifestyle și opinii, de la consiliul local până la Parlament și mai departe. Politica și sportul sunt împărțite după aria de interes: local, național și internațional.',
            'Cele mai multe articole apar în ambele limbi. Când un articol are o traducere, butonul de schimbare a limbii din partea de sus a paginii te duce direct la ea.',
          ],
        },
        {
          heading: 'Cum lucrăm',
          paragraphs: [
            'Fiecare articol poartă numele jurnalistului care l-a scris și data publicării. Separăm știrile de opinii: comentariile apar doar în secțiunea Opinie și sunt marcate ca atare.',
            'Când greșim, corectăm articolul și spunem ce s-a schimbat. Semnalează-ne o eroare la adresa de pe pagina de contact.',
          ],
          list: [
            'Verificăm faptele cu cel puțin două surse independente înainte de publicare.',
            'Ne numim sursele, cu excepția cazurilor în care asta ar pune pe cineva în pericol.',
            'Nu publicăm conținut plătit drept știre; materialele sponsorizate sunt întotdeauna marcate.',
          ],
        },
        {
          heading: 'Independență',
          paragraphs: [
            'Suntem finanțați din publicitate și de cititorii noștri. Advertiserii nu au niciun cuvânt de spus asupra a ceea ce scriem, iar jurnaliștii noștri nu văd ce companii își fac reclamă lângă articolele lor.',
          ],
        },
      ],
    },
    contact: {
      title: 'Contact',
      description: 'Cum poți lua legătura cu redacția: ponturi, corecturi, publicitate și datele tale personale.',
      lead: 'Citim fiecare mesaj. Scrie-ne și un membru al echipei îți va răspunde, de obicei în cel mult două zile lucrătoare.',
      sections: [
        {
          heading: 'Scrie redacției',
          paragraphs: [
            'Trimite-ne ponturi, corecturi, întrebări despre un articol sau despre datele tale personale la adresa de mai jos. Te rugăm să scrii subiectul pe primul rând: „Pont”, „Corectură”, „Publicitate”, „Cariere” sau „Confidențialitate”, ca mesajul să ajungă repede la persoana potrivită.',
          ],
          contacts: [{ label: 'Redacția', email }],
        },
        {
          heading: 'Corecturi',
          paragraphs: [
            'Dacă găsești o greșeală într-unul dintre articolele noastre, trimite-ne linkul și ce crezi că este greșit. Corectăm rapid erorile de fapt și menționăm corectura în articol.',
          ],
        },
        {
          heading: 'Cum ne trimiți documente în siguranță',
          paragraphs: [
            'Dacă ne trimiți informații sensibile, nu folosi un calculator sau o adresă de e-mail de la serviciu. Spune-ne mai întâi cum vrei să fii contactat și vom stabili împreună o cale mai sigură de a le primi.',
          ],
        },
      ],
    },
    advertise: {
      title: 'Publicitate',
      description: 'Ajungi la cititorii de știri locale și naționale în română și engleză: bannere, newsletter sponsorizat și parteneriate.',
      lead: 'Prezintă-ți brandul unor cititori implicați, care vin zilnic la noi pentru știri locale și naționale, în română și în engleză.',
      sections: [
        {
          heading: 'Ce oferim',
          paragraphs: ['Toate formatele sunt disponibile în ambele limbi, pe desktop și pe mobil.'],
          list: [
            'Bannere pe prima pagină, în listele de categorii și lângă articole.',
            'Un spațiu sponsorizat în newsletterul nostru, trimis cititorilor care l-au cerut.',
            'Articole sponsorizate, scrise împreună cu partenerii noștri și marcate întotdeauna ca atare.',
            'Campanii țintite pe secțiuni (de exemplu Afaceri sau Sport) sau pe limbă.',
          ],
        },
        {
          heading: 'Regulile noastre',
          paragraphs: [
            'Publicitatea nu influențează niciodată jurnalismul nostru. Reclamele sunt separate clar de conținutul editorial, iar publicitatea de marketing este afișată doar cititorilor care au acceptat cookie-urile de marketing. Nu acceptăm publicitate politică și nici reclame la jocuri de noroc, tutun sau produse care încalcă legea.',
          ],
        },
        {
          heading: 'Ia legătura cu noi',
          paragraphs: [
            'Spune-ne despre campania ta, perioada și bugetul ei, iar noi îți vom trimite tarifele și datele despre audiență. Scrie „Publicitate” în subiectul mesajului.',
          ],
          contacts: [{ label: 'Publicitate', email }],
        },
      ],
    },
    privacy: {
      title: 'Politica de confidențialitate',
      description: 'Ce păstrează acest site despre tine, în browser și pe serverele noastre, cât timp și de ce.',
      lead: 'Această politică explică exact ce păstrează acest site despre tine, unde, cât timp și de ce. Colectăm cât mai puține date și nu le vindem niciodată.',
      updated: '2026-11-23',
      sections: [
        {
          heading: 'În browserul tău',
          paragraphs: [
            'Site-ul păstrează câteva informații în spațiul de stocare local al browserului. Ele rămân pe dispozitivul tău până când ștergi datele browserului pentru acest site și le poți șterge oricând:',
          ],
          list: [
            'preferredLanguage: limba în care citești (română sau engleză), păstrată și într-un cookie cu același nume timp de un an, ca serverul nostru să deschidă site-ul în limba ta.',
            'Alegerile tale privind cookie-urile: dacă ai acceptat toate cookie-urile sau doar pe cele esențiale, cu data, versiunea consimțământului (1.0), categoriile permise (esențiale, analiză, funcționale, marketing) și identificatorul browserului (user agent).',
            'newsReaderId: un identificator anonim de cititor, generat aleatoriu de browser. Este trimis odată cu vizualizările, aprecierile, articolele salvate, distribuirile și comentariile, ca aprecierile și articolele salvate să funcționeze fără cont. Nu conține nimic despre tine.',
            'newsSession: când te autentifici, sesiunea ta (un token de acces, un token de reîmprospătare, momentul în care expiră, precum și identificatorul, adresa de e-mail și limba contului). Deconectarea o șterge.',
          ],
        },
        {
          heading: 'Pe serverele noastre',
          paragraphs: ['Când folosești site-ul, serverele noastre păstrează:'],
          list: [
            'Interacțiunile: vizualizările, aprecierile, salvările și distribuirile articolelor, cu identificatorul tău anonim sau contul tău, precum și adresa IP și identificatorul browserului. Adresa IP și identificatorul browserului sunt șterse după 90 de zile; ce rămâne servește doar la numărarea vizualizărilor și aprecierilor.',
            'Comentariile: textul și numele pe care le dai (sau contul tău), cu data și identificatorul browserului. Comentariile sunt publice după aprobare; ne poți cere oricând să ștergem unul.',
            'Newsletterul: adresa ta de e-mail, limba aleasă și datele abonării și confirmării. Folosim dublă confirmare: ești abonat doar după ce urmezi linkul din e-mailul de confirmare, iar fiecare newsletter are un link de dezabonare care funcționează imediat.',
            'Conturile: adresa de e-mail, un hash al parolei (niciodată parola însăși), limba și data ultimei autentificări.',
            'Jurnalele serverului: înregistrări tehnice ale cererilor, folosite pentru funcționarea și securitatea site-ului, păstrate pentru scurt timp.',
          ],
        },
        {
          heading: 'Cookie-uri și publicitate',
          paragraphs: [
            'Stocarea esențială (limba, sesiunea, alegerile privind cookie-urile) este mereu activă, fiindcă site-ul are nevoie de ea ca să funcționeze. Publicitatea rețelei noastre de reclame se încarcă doar dacă accepți cookie-urile de marketing; îți poți schimba oricând alegerea din setările cookie-urilor.',
          ],
        },
        {
          heading: 'Drepturile tale',
          paragraphs: [
            'Ne poți cere să vezi, să corectezi, să exporți sau să ștergem datele pe care le avem despre tine și te poți opune modului în care le folosim. Scrie-ne și îți vom răspunde în cel mult o lună. Ai și dreptul să depui o plângere la autoritatea de protecție a datelor (în România, ANSPDCP).',
          ],
          contacts: [{ label: 'Confidențialitate', email }],
        },
      ],
    },
    terms: {
      title: 'Termeni de utilizare',
      description: 'Regulile de folosire a acestui site, a articolelor, comentariilor, conturilor și jocurilor.',
      lead: 'Folosind acest site, ești de acord cu acești termeni. Te rugăm să îi citești; sunt scurți.',
      updated: '2026-11-23',
      sections: [
        {
          heading: 'Conținutul nostru',
          paragraphs: [
            'Articolele, fotografiile și graficele de pe acest site ne aparțin nouă sau autorilor lor. Le poți citi, poți distribui linkuri către ele și poți cita pasaje scurte cu link către sursă. Copierea sau republicarea unor articole întregi necesită acordul nostru scris.',
          ],
        },
        {
          heading: 'Comentarii',
          paragraphs: ['Ești responsabil pentru ce scrii. Putem reține, edita sau șterge comentariile care încalcă aceste reguli:'],
          list: [
            'fără insulte, amenințări, hărțuire sau discurs instigator la ură;',
            'fără spam, reclame sau linkuri către site-uri dăunătoare;',
            'fără informații personale despre alte persoane;',
            'nimic care încalcă legea sau drepturile altora.',
          ],
        },
        {
          heading: 'Conturi',
          paragraphs: [
            'Păstrează-ți parola doar pentru tine; ești responsabil pentru ce se întâmplă în contul tău. Putem suspenda conturile care abuzează de site. Ne poți cere oricând să îți ștergem contul.',
          ],
        },
        {
          heading: 'Răspundere',
          paragraphs: [
            'Ne străduim să publicăm informații corecte, dar site-ul este oferit așa cum este și nu putem garanta că este mereu disponibil sau lipsit de erori. Linkurile către alte site-uri sunt oferite pentru informarea ta; nu răspundem de conținutul lor.',
          ],
        },
        {
          heading: 'Modificări',
          paragraphs: [
            'Putem actualiza acești termeni. Data ultimei modificări este afișată mai jos; se aplică versiunea publicată aici. Acești termeni sunt guvernați de legea română.',
          ],
        },
      ],
    },
    careers: {
      title: 'Cariere',
      description: 'Lucrează în redacția noastră: reporteri, editori, programatori și nu numai.',
      lead: 'Suntem o echipă mică, preocupată de un jurnalism corect și util, în două limbi. Dacă te regăsești aici, ne-ar plăcea să ne scrii.',
      sections: [
        {
          heading: 'Pe cine căutăm',
          paragraphs: ['Căutăm în mod regulat oameni care să ni se alăture, în redacție și în spatele ei:'],
          list: [
            'Reporteri pentru știri locale și naționale, politică, afaceri și sport.',
            'Editori și traducători care scriu bine atât în română, cât și în engleză.',
            'Fotografi și jurnaliști video.',
            'Programatori și designeri care construiesc site-ul și instrumentele lui.',
          ],
        },
        {
          heading: 'Cum lucrăm împreună',
          paragraphs: [
            'Punem corectitudinea înaintea vitezei, prețuim scrisul clar și tratamentul corect al oamenilor despre care scriem. Oferim program flexibil, lucru de la distanță pentru multe posturi, cursuri de formare și șansa ca munca ta să fie citită în două limbi.',
          ],
        },
        {
          heading: 'Aplică',
          paragraphs: [
            'Trimite-ne o scrisoare scurtă, CV-ul și două sau trei exemple din munca ta, cu „Cariere” și postul dorit în subiectul mesajului. Răspundem fiecărei aplicații.',
          ],
          contacts: [{ label: 'Cariere', email }],
        },
      ],
    },
    newsletter: {
      title: 'Newsletter',
      description: 'Primește cele mai bune articole pe e-mail. Gratuit, te poți dezabona oricând.',
      lead: 'Știrile care contează, alese de editorii noștri și trimise în căsuța ta de e-mail. Gratuit, iar dezabonarea se face cu un singur clic.',
      sections: [
        {
          heading: 'Ce primești',
          paragraphs: [
            'Un rezumat al celor mai importante știri locale și naționale, cele mai citite articole și o selecție din textele autorilor noștri de opinie, în limba în care citești site-ul.',
          ],
        },
        {
          heading: 'Adresa ta este în siguranță',
          paragraphs: [
            'După abonare îți trimitem un e-mail cu un link de confirmare: ești abonat doar după ce îl urmezi. Folosim adresa ta doar pentru a-ți trimite newsletterul, iar fiecare număr are un link de dezabonare.',
          ],
        },
      ],
    },
  };
}

/** The information pages in English. `email` is the newsroom's address (config/site.ts). */
import type { InfoContents } from './types';

export function infoContentEn(email: string): InfoContents {
  return {
    about: {
      title: 'About us',
      description: 'Who we are, what we cover and how we work: local and national news in English and Romanian.',
      lead: 'We are an independent newsroom covering local and national news in English and Romanian, for readers at home and abroad.',
      sections: [
        {
          heading: 'What we cover',
          paragraphs: [
            'We report on politics, sports, business, technology, lifestyle and opinion, from the city council to the national parliament and beyond. Politics and sports are organised by reach: local, national and international.',
            'Most stories are published in both languages. When an article has a translation, the language switcher at the top of the page takes you straight to it.',
          ],
        },
        {
          heading: 'How we work',
          paragraphs: [
            'Every article carries the name of the journalist who wrote it and the date it was published. We separate news from opinion: commentary appears only in the Opinion section and is labelled as such.',
            'When we get something wrong, we correct it in the article and say what changed. Tell us about an error at the address on our contact page.',
          ],
          list: [
            'We check facts with at least two independent sources before we publish.',
            'We name our sources unless doing so would put someone at risk.',
            'We do not publish paid content as news; sponsored material is always marked.',
          ],
        },
        {
          heading: 'Independence',
          paragraphs: [
            'We are funded by advertising and by our readers. Advertisers have no say over what we write, and our journalists do not see which companies advertise next to their stories.',
          ],
        },
      ],
    },
    contact: {
      title: 'Contact',
      description: 'How to reach the newsroom: news tips, corrections, advertising and your personal data.',
      lead: 'We read every message. Write to us and a member of the team will answer, usually within two working days.',
      sections: [
        {
          heading: 'Write to the newsroom',
          paragraphs: [
            'Send us news tips, corrections, questions about an article or about your personal data at the address below. Please put the subject in the first line: “Tip”, “Correction”, “Advertising”, “Careers” or “Privacy”, so that your message reaches the right person quickly.',
          ],
          contacts: [{ label: 'Newsroom', email }],
        },
        {
          heading: 'Corrections',
          paragraphs: [
            'If you find a mistake in one of our articles, send us its link and what you believe is wrong. We correct errors of fact promptly and note the correction in the article.',
          ],
        },
        {
          heading: 'Sending us documents safely',
          paragraphs: [
            'If you are sharing sensitive information, do not send it from a work computer or a work email account. Tell us first how you would like to be contacted, and we will agree on a safer way to receive it.',
          ],
        },
      ],
    },
    advertise: {
      title: 'Advertise with us',
      description: 'Reach readers of local and national news in English and Romanian: display advertising, sponsored newsletters and partnerships.',
      lead: 'Put your brand in front of engaged readers who come to us every day for local and national news, in English and in Romanian.',
      sections: [
        {
          heading: 'What we offer',
          paragraphs: ['Every format is available in both languages, on desktop and mobile.'],
          list: [
            'Display advertising on the home page, in category listings and next to articles.',
            'A sponsored slot in our newsletter, sent to readers who asked for it.',
            'Sponsored articles, written with our partners and always marked as sponsored.',
            'Campaigns targeted by section (for example Business or Sports) or by language.',
          ],
        },
        {
          heading: 'Our rules',
          paragraphs: [
            'Advertising never influences our journalism. Ads are clearly separated from editorial content, and marketing advertising is only shown to readers who accepted marketing cookies. We do not accept political advertising or ads for gambling, tobacco or products that break the law.',
          ],
        },
        {
          heading: 'Get in touch',
          paragraphs: [
            'Tell us about your campaign, its dates and its budget, and we will send you our rates and audience figures. Put “Advertising” in the subject line.',
          ],
          contacts: [{ label: 'Advertising', email }],
        },
      ],
    },
    privacy: {
      title: 'Privacy policy',
      description: 'What this site stores about you, in your browser and on our servers, for how long and why.',
      lead: 'This policy explains exactly what this website keeps about you, where, for how long and why. We collect as little as we can and never sell your data.',
      updated: '2026-11-23',
      sections: [
        {
          heading: 'In your browser',
          paragraphs: [
            'The site keeps a few items in your browser’s local storage. They stay on your device until you clear your browser’s data for this site, and you can delete them at any time:',
          ],
          list: [
            'preferredLanguage: the language you read in (English or Romanian), also kept in a cookie of the same name for a year so that our server opens the site in your language.',
            'Your cookie choices: whether you accepted all cookies or only the essential ones, with the date, the version of the consent (1.0), the categories you allowed (essential, analytics, functional, marketing) and your browser’s user agent.',
            'newsReaderId: a random anonymous reader id made by your browser. It is sent with article views, likes, bookmarks, shares and comments so that your likes and saved articles work without an account. It contains nothing about you.',
            'newsSession: when you sign in, your session (an access token, a refresh token, when it expires, and your account’s id, email address and language). Signing out removes it.',
          ],
        },
        {
          heading: 'On our servers',
          paragraphs: ['When you use the site, our servers keep:'],
          list: [
            'Interactions: the views, likes, bookmarks and shares of articles, with your anonymous reader id or your account, and your IP address and user agent. The IP address and user agent are erased after 90 days; what remains is only used to count views and likes.',
            'Comments: the text and the name you give (or your account), with the date and your browser’s user agent. Comments are public once approved; ask us to delete one at any time.',
            'Newsletter: your email address, the language you chose and the dates you subscribed and confirmed. We use double opt-in: you are only subscribed after you follow the link in our confirmation email, and every newsletter has an unsubscribe link that works at once.',
            'Accounts: your email address, a hash of your password (never the password itself), your language and when you signed in.',
            'Server logs: technical records of requests, used to keep the site running and secure, kept for a short time.',
          ],
        },
        {
          heading: 'Cookies and advertising',
          paragraphs: [
            'Essential storage (your language, your session, your cookie choices) is always on, since the site needs it to work. Advertising from our ad network is loaded only if you accept marketing cookies; you can change your choice from the cookie settings at any time.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'You may ask to see, correct, export or delete the data we hold about you, and you may object to how we use it. Write to us and we will answer within one month. You also have the right to complain to your data protection authority (in Romania, ANSPDCP).',
          ],
          contacts: [{ label: 'Privacy', email }],
        },
      ],
    },
    terms: {
      title: 'Terms of use',
      description: 'The rules for using this website, its articles, comments, accounts and games.',
      lead: 'By using this website you agree to these terms. Please read them; they are short.',
      updated: '2026-11-23',
      sections: [
        {
          heading: 'Our content',
          paragraphs: [
            'The articles, photographs and graphics on this site belong to us or to their authors. You may read them, share links to them and quote short passages with a link to the source. Copying whole articles or republishing them needs our written permission.',
          ],
        },
        {
          heading: 'Comments',
          paragraphs: ['You are responsible for what you write. We may hold, edit or remove comments that break these rules:'],
          list: [
            'no insults, threats, harassment or hate speech;',
            'no spam, advertising or links to harmful sites;',
            'no personal information about other people;',
            'nothing that breaks the law or the rights of others.',
          ],
        },
        {
          heading: 'Accounts',
          paragraphs: [
            'Keep your password to yourself; you are responsible for what happens under your account. We may suspend accounts that abuse the site. You can ask us to delete your account at any time.',
          ],
        },
        {
          heading: 'Liability',
          paragraphs: [
            'We work hard to publish accurate information, but the site is provided as it is, and we cannot guarantee that it is always available or free of errors. Links to other websites are given for your information; we are not responsible for their content.',
          ],
        },
        {
          heading: 'Changes',
          paragraphs: [
            'We may update these terms. The date of the last change is shown below; the version published here is the one that applies. These terms are governed by Romanian law.',
          ],
        },
      ],
    },
    careers: {
      title: 'Careers',
      description: 'Work with our newsroom: reporters, editors, developers and more.',
      lead: 'We are a small team that cares about accurate, useful journalism in two languages. If that sounds like you, we would like to hear from you.',
      sections: [
        {
          heading: 'Who we look for',
          paragraphs: ['We regularly look for people to join us, in the newsroom and behind it:'],
          list: [
            'Reporters for local and national news, politics, business and sports.',
            'Editors and translators who write well in both English and Romanian.',
            'Photographers and video journalists.',
            'Software developers and designers who build the site and its tools.',
          ],
        },
        {
          heading: 'How we work together',
          paragraphs: [
            'We value accuracy over speed, clear writing and fair treatment of the people we report on. We offer flexible hours, remote work for many roles, training and the chance to see your work read in two languages.',
          ],
        },
        {
          heading: 'Apply',
          paragraphs: [
            'Send us a short letter, your CV and two or three examples of your work, with “Careers” and the role in the subject line. We answer every application.',
          ],
          contacts: [{ label: 'Careers', email }],
        },
      ],
    },
    newsletter: {
      title: 'Newsletter',
      description: 'Get our best stories by email. Free, and you can unsubscribe at any time.',
      lead: 'The stories that matter, chosen by our editors and delivered to your inbox. Free, and you can unsubscribe with one click.',
      sections: [
        {
          heading: 'What you get',
          paragraphs: [
            'A digest of the most important local and national news, the most read articles and a selection from our opinion writers, in the language you read the site in.',
          ],
        },
        {
          heading: 'Your address is safe with us',
          paragraphs: [
            'After you subscribe we send you an email with a confirmation link: you are only subscribed once you follow it. We use your address only to send you the newsletter, and every issue has an unsubscribe link.',
          ],
        },
      ],
    },
  };
}

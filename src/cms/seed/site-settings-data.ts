/** Demo values of the per-site tokens of §2 and §9 (editable in the admin afterwards). */
export const SITE_SETTINGS = [
  {
    site: '1' as const,
    name: 'Netplus',
    contactEmail: 'service@netplus.ch',
    phones: { private: '0800 800 400', business: '0800 800 401', academy: '0800 800 402' },
    social: [
      { network: 'facebook' as const, url: 'https://www.facebook.com/netplus.ch' },
      { network: 'instagram' as const, url: 'https://www.instagram.com/netplus.ch' },
      { network: 'linkedin' as const, url: 'https://www.linkedin.com/company/netplus-sa' },
      { network: 'youtube' as const, url: 'https://www.youtube.com/@netplus' },
    ],
    copyrightYear: 2019,
    links: {
      customerArea: 'https://moncompte.netplus.ch',
      webmail: 'https://webmail.netplus.ch',
      resellers: 'https://revendeurs.netplus.ch',
    },
  },
  {
    site: '2' as const,
    name: 'Netplus Entremont',
    contactEmail: 'service@entremont.netplus.ch',
    phones: { private: '027 783 11 11', business: '027 783 11 12', academy: '027 783 11 13' },
    social: [
      { network: 'facebook' as const, url: 'https://www.facebook.com/teleentremont' },
      { network: 'instagram' as const, url: 'https://www.instagram.com/teleentremont' },
    ],
    copyrightYear: 2019,
    links: {
      customerArea: 'https://moncompte.netplus.ch',
      webmail: 'https://webmail.netplus.ch',
      resellers: 'https://revendeurs.netplus.ch',
    },
  },
  {
    site: '3' as const,
    name: 'Netplus Fribourg',
    contactEmail: 'service@fribourg.netplus.ch',
    phones: { private: '026 350 11 11', business: '026 350 11 12', academy: '026 350 11 13' },
    social: [
      { network: 'facebook' as const, url: 'https://www.facebook.com/netplusfribourg' },
      { network: 'linkedin' as const, url: 'https://www.linkedin.com/company/netplus-fribourg' },
      { network: 'youtube' as const, url: 'https://www.youtube.com/@netplusfribourg' },
    ],
    copyrightYear: 2020,
    links: {
      customerArea: 'https://moncompte.netplus.ch',
      webmail: 'https://webmail.netplus.ch',
      resellers: 'https://revendeurs.netplus.ch',
    },
  },
]

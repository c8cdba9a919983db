/**
 * Cells of real invoice sheets per language (supplier names, street names, item descriptions), as
 * accounts-payable exports in each country write them, and the code pages their Excel or ERP
 * writes CSV in. Names and streets are of the kind each country has; none is taken from the word
 * lists the advice judges by.
 */
export interface LanguageSheet {
  cells: string[];
  writers: string[];
}

export const REAL_SHEETS: Record<string, LanguageSheet> = {
  German: {
    cells: [
      'Köhler Maschinenbau GmbH',
      'Bräuer & Söhne KG',
      'Schlüter Elektrotechnik',
      'Fürstenberger Brauerei',
      'Hauptstr. 12, 79098 Freiburg im Breisgau',
      'Königsallee 27, Düsseldorf',
      'Mühlenweg 5, Lüneburg',
      'Wartung Kühlanlage März',
      'Büromöbel Schreibtische',
      'Lieferung Gerüstbau Baustelle Süd',
      'Grundsteuer Gebäude Nord',
      'Dübel und Schrauben, Stückpreis',
      'Jährliche Prüfgebühr TÜV',
    ],
    writers: ['windows-1252', 'iso-8859-1', 'macintosh'],
  },
  'Western European mix': {
    cells: [
      'Société Générale de Nettoyage',
      'Boulangerie Pâtisserie Lefèvre',
      '12 rue de la République, Lyon',
      'Entretien chaudière février',
      'Distribuidora Ibérica Peña S.L.',
      'Calle de Alcalá 45, Madrid',
      'Reparación de maquinaria agrícola',
      'Transportes Gonçalves & Irmãos Lda.',
      'Rua Augusta 110, Lisboa',
      'Manutenção do elevador',
      'Ferramenta Città di Castello S.r.l.',
      'Consulenza fiscale trimestrale, IVA inclusa: attività',
      'Bjørnstad Rørlegger AS',
      'Storgatan 4, Norrköping',
      'Städning kontor, månadsavgift',
    ],
    writers: ['windows-1252', 'iso-8859-1', 'macintosh'],
  },
  Polish: {
    cells: [
      'Przedsiębiorstwo Handlowe Wójcik',
      'Mleczarnia Łowicz Sp. z o.o.',
      'ul. Świętojańska 15, Gdynia',
      'ul. Żwirki i Wigury 8, Rzeszów',
      'Usługa księgowa za październik',
      'Dostawa węgla opałowego',
      'Wymiana okładzin hamulcowych',
      'Zakłady Mięsne Dębica',
      'Wywóz nieczystości stałych',
      'Szkolenie BHP pracowników',
    ],
    writers: ['windows-1250', 'iso-8859-2'],
  },
  Czech: {
    cells: [
      'Stavební firma Dvořák s.r.o.',
      'Pivovar Třeboň a.s.',
      'Nádražní 17, České Budějovice',
      'Vodičkova 21, Praha 1',
      'Oprava střechy skladu',
      'Nájem kancelářských prostor',
      'Dodávka tiskových kazet',
      'Účetní služby za září',
      'Železářství Kolín',
      'Revize hasicích přístrojů',
    ],
    writers: ['windows-1250', 'iso-8859-2'],
  },
  Russian: {
    cells: [
      'ООО Стройматериалы Урала',
      'АО Северсталь Логистика',
      'ИП Кузьмина Татьяна Сергеевна',
      'ул. Большая Садовая, д. 14',
      'пр-т Вернадского, д. 86',
      'Поставка офисной мебели',
      'Техническое обслуживание лифтов',
      'Услуги по уборке помещений',
      'Оплата за электроэнергию, октябрь',
      'Картриджи для принтеров',
    ],
    writers: ['windows-1251', 'koi8-r'],
  },
  Turkish: {
    cells: [
      'Öztürk Makine Sanayi ve Ticaret A.Ş.',
      'Yıldırım Gıda Pazarlama Ltd. Şti.',
      'Atatürk Bulvarı No: 45, Çankaya/Ankara',
      'İnönü Caddesi 12, Beşiktaş',
      'Klima bakım ücreti',
      'Ofis kırtasiye malzemeleri',
      'Nakliye hizmeti, İzmir şubesi',
      'Güvenlik kamerası kurulumu',
      'Çay ve şeker alımı',
      'Doğalgaz faturası ocak ayı',
    ],
    writers: ['windows-1254'],
  },
};

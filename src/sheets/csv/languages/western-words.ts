/**
 * Common words with letters beyond ASCII of the languages Windows-1252 and Mac Roman serve, as
 * invoices, addresses and company names write them: what a reading of a Western file should look like.
 */
export const WESTERN_WORDS = {
  german: `müller größe straße gebühr gebühren prüfung rückgabe änderung bäckerei weiß söhne über für gemäß
    schön möbel büro bürobedarf küche grün zürich münchen köln düsseldorf nürnberg österreich gebäude gerät
    geräte lösung lösungen führung gründe außen höhe tür türen wärme gärtnerei kühlung lüftung schäfer müll
    überweisung zuschläge zuschlag rechnungsbeträge beträge rückerstattung gläser flüge fähre
    übernachtung verpflegung wäscherei straßen größter hauptstraße bahnhofstraße lindenstraße gießen lübeck
    göttingen saarbrücken würzburg tübingen fürth jülich kärnten völker schlüssel schlüsseldienst dächer
    zählerstand stück stückzahl gewährleistung geschäft geschäftsführer ausführung
    prüfer spülmaschine kühlschrank bücher käse öl übergabe gemüse frühstück`,
  french: `société générale crème café élève déjà reçu reçue noël garçon façade hôtel forêt cœur première
    dernière matière manière carrière frontière frère père mère très après où été numéro électricité prévu
    réseau dépôt bâtiment château français française ménage entrepôt clés rénovation télécom sécurité
    qualité activité impôt payé réglé échéance facturé commandé livrée fenêtre rôle hôpital île aéroport
    médias publicité étoile éloi brûlée besançon genève montréal québec désignation référence quantité
    unité matériel matériaux câble câblage période début réception expédition
    agréé créé élevé lycée musée entrée année années église rivière chaussée allée prés
    général générales hébergement déplacement téléphone électrique électronique`,
  spanish: `españa señor niño año años información león pingüino málaga perú único acción compañía teléfono
    dirección número máquina artículo artículos logística construcción página código depósito crédito
    débito días mañana cádiz córdoba jaén cataluña coruña gestión administración ingeniería consultoría
    energía papelería fontanería carpintería peluquería panadería librería diseño pequeño
    montaña compañías médico clínica farmacéutica óptica técnico técnica eléctrico electrónica mecánica
    almacén camión también está según josé maría garcía martínez
    rodríguez sánchez pérez gómez fernández gonzález hernández jiménez díaz álvarez muñoz núñez castaño`,
  portuguese: `ação são coração não órgão conceição gonçalves você avô açores pão serviços informação manutenção
    comunicação construções paço três mês água preço condições distribuição produção publicação farmácia
    está será joão operações soluções aplicações importação exportação administração gestão nação
    razão situação média técnica elétrica eletrônica indústria comércio escritório móveis imóveis
    logística maçã limão irmãos irmão associação cooperação fundação instalações
    guimarães setúbal évora conceição ribeirão belém maranhão`,
  italian: `città qualità società attività università velocità novità quantità proprietà identità perché
    più così caffè è però lunedì martedì mercoledì giovedì venerdì già può menù affinché poiché
    né sé cioè ventitré forlì cantù canè portabilità disponibilità capacità comunità
    responsabilità specialità elettricità realtà sanità libertà dignità età`,
  dutch: `één ruïne café coöperatie zeeën financiële ideeën geïnteresseerd reünie naïef privé geëxporteerd
    geïmporteerd efficiënt patiënt cliënt cliënten óók hé enquête crème`,
  nordic: `åsa öresund malmö göteborg västerås jönköping ängelholm måndag smörgås luleå år även för så på också
    företag försäljning räkning hälsa växjö örebro nyköping gävle umeå skåne sjö kött bröd åkeri båt gård
    lån två både frågor köpenhamn københavn århus aalborg ålborg øst øre søren jørgensen sønderborg
    østerbro færøerne græs smørrebrød bøger møller nørre søndre tromsø bodø bærum førde sørensen kjøpmann
    kjøkken være mål trøndelag høyre økonomi første større går får står åben åpen tårn strøm bøker kjøp
    dør hønefoss lørdag søndag tjänster tjänst ränta mängd
    pågående yhtiö päivä tämä myös työ sähkö määrä kyllä pöytä vähän järvenpää hämeenlinna jyväskylä
    ympäristö kesä kärkkäinen mäkinen hämäläinen
    þjónusta reykjavík ísland fyrirtæki kópavogur hafnarfjörður þór guðmundsson sigurðsson jón`,
  catalan: `però català així també vostè àrea plaça música història valència`,
};

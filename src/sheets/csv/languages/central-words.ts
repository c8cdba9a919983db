/**
 * Common words with letters beyond ASCII of the languages Windows-1250 and ISO-8859-2 serve, as
 * invoices, addresses and company names write them.
 */
export const CENTRAL_WORDS = {
  polish: `łódź gdańsk kraków wrocław poznań śląsk zakład usług usługi usługa spółka żółw świat źródło wiązka
    łączny należność płatność sprzedaż zapłata złotych złoty zł towarów środki część miesiąc dzień
    wartość aleja ogólna polskie spółdzielnia państwowy należy będzie też który która które już więcej
    między się są może można została został zamówienie wyposażenie materiały sprzęt białystok rzeszów
    toruń częstochowa łódzki śródmieście świętokrzyska żeromskiego kościuszki piłsudskiego marszałkowska
    odbiorca nabywca sprzedawca płatnik należności zobowiązania księgowość rachunkowe
    ubezpieczenie wynajęcie energii elektrycznej opłata opłaty wywóz śmieci sprzątanie
    ogłoszenie reklamowe drukarnia wydawnictwo hurtownia spożywcza piekarnia cukiernia mięsny`,
  czech: `škoda česká české český spořitelna příliš žluťoučký kůň úhrada plzeň budějovice hradec králové ústí
    společnost ručením omezeným služby zboží částka daň účet odběratel číslo splatnosti náklady nákup oprava
    údržba kancelářské potřeby pojištění nájemné elektřina vodné stočné telefonní záloha objednávka náměstí
    nádraží třída pražská vinohradská václavské žižkov dělnická květná dodávka přeprava převod
    bankovní spojení variabilní vystavení zdanitelného plnění základ sazba
    vyúčtování stavební řemeslné práce elektroinstalace topení výrobní obchodní družstvo
    mlékárna pekárna řeznictví tiskárna zámečnictví truhlářství běžný měsíc měsíční práce příjem výdaj výroba
    výrobek dílna dřevo že až být také které který jsou není přes před při může musí ještě již více méně
    řízení zařízení vybavení čištění úklid všechny služba platba platební dodací daňový příkaz zálohová
    jednotková množství celková sleva poštovné balné přepravné skladné výkon výkony správa provoz provozovna
    pobočka ředitel účetnictví pojistné nemocnice škola palackého masarykova tyršova jiráskova smetanova
    komenského havlíčkova žižkova sokolská národní karlovo míru korunní francouzská slezská dlouhá krátká
    zahradní polní lesní školní hlavní luční jarní větrná kladno mladá zlín třinec děčín přerov písek
    kroměříž uherské hradiště šumperk český krumlov mariánské lázně frýdek místek havířov prostějov třebíč
    břeclav strojírny mlýn instalatérství zahradnictví čistírna prádelna kancelář daňové poradenství
    vodárna teplárna stavebniny potraviny drogerie lékárna knihkupectví papírnictví sklenářství`,
  slovak: `slovenská slovenské spoločnosť obmedzeným dodávka faktúra dátum košice žilina prešov banská trenčín
    štvrtok vŕba štvrť kĺb dĺžka stĺp mäso päť ďakujem ľudia ľubovoľný horná dolná námestie hlavná obchodná
    štúrova hviezdoslavova služieb tovaru úhrada splatnosť dodávateľ odberateľ daňový doklad vystavenia`,
  hungarian: `győr pécs székesfehérvár kecskemét nyíregyháza számla összeg fizetési határidő szolgáltatás termék
    áru díj bérleti díja karbantartás javítás út tér körút fő petőfi rákóczi széchenyi dózsa könyvelés
    irodaszer üzlet őszi tőke köszönöm ügyfél első második nyomtatvány szállítás szállító vevő eladó bruttó
    nettó áfa kedvezmény előleg teljesítés kelte kiállítás fizetendő összesen építőipari kereskedelmi
    társaság felelősségű korlátolt`,
  croatian: `čakovec varaždin šibenik požega račun plaćanje dospijeće dobavljač ličko đakovo međimurje gospodarstvo
    održavanje uredski čišćenje žitnjak vukovarska jurišićeva preradovićeva trešnjevka porezni broj
    ukupno isporuka najamnina struja grijanje popravci građevinski
    trgovački obrt društvo ograničenom odgovornošću hrvatska splitska osječka zadarska`,
  slovene: `škofja družba plačilo dobavitelj vzdrževanje čiščenje najemnina električna poštnina šolske
    potrebščine pisarniški žalec slovenska šmartinska tržaška čopova račun dobava
    omejeno odgovornostjo zavarovanje ogrevanje gradbena kovinska`,
  romanian: `românia bucureşti timişoara iaşi braşov constanţa galaţi ploieşti factură sumă plată stradă piaţa
    întreţinere reparaţii curăţenie electrică taxă în şi către până după ţară mărfuri achiziţie lucrări
    societăţii răspundere limitată furnizorul cumpărător preţ preţul unitară cotă
    închiriere construcţii`,
};

/** Allmänna villkor, version 2026-11 (svenska). Rubriker börjar med `## `. */
export const TERMS_2026_11_SV = `Dessa allmänna villkor gäller mellan Bokföringsportalen AB, org.nr 559412-0736, Sveavägen 44, 111 34 Stockholm ("vi", "Bokföringsportalen") och det företag som registrerar ett konto och tecknar prenumerationer i portalen ("kunden"). Villkoren gäller från den 1 november 2026.

## 1. Tjänsten
Bokföringsportalen kopplar kundens webbutiker och betalleverantörer (till exempel Shopify, WooCommerce, Stripe och Klarna) till kundens bokföringssystem (till exempel Fortnox, Visma eEkonomi eller en SIE-fil). Portalen hämtar ordrar, returer, avgifter och utbetalningar och bokför dem som verifikationer enligt den kontering kunden har valt, exakt en gång, samt visar avstämningar och avvikelser.
Kunden ansvarar för sin bokföring. Portalen är ett verktyg: kunden ska kontrollera kontering, momssatser och avstämningar och rätta det som inte stämmer. Vi ger ingen redovisnings- eller skatterådgivning om det inte särskilt har avtalats.

## 2. Konto och användare
Kontot öppnas av en behörig företrädare för kunden, som blir bolagets ägare i portalen. Ägaren kan bjuda in kollegor och redovisningskonsulter och ansvarar för vad de gör i portalen. Inloggningsuppgifter ska hållas hemliga. Kunden ska genast meddela oss om uppgifterna kan ha kommit i orätta händer.

## 3. Prenumerationer, priser och faktureringsperiod
En prenumeration kopplar en app till ett bokföringssystem. Varje app har ett pris per faktureringsperiod som visas i appkatalogen och under Fakturering; alla priser anges i svenska kronor exklusive moms. Faktureringsperioden kan vara månadsvis, kvartalsvis, halvårsvis eller årsvis. Vid årsvis fakturering är priset tolv gånger månadspriset minus 100 kronor per månad.
Endast bolagets ägare kan ändra faktureringsperiod, och perioden kan bara ändras till en längre period, till exempel från månadsvis till årsvis, aldrig tillbaka till en kortare. Den nya perioden gäller från prenumerationens nästa period.
En prenumeration faktureras i förskott för en hel period i taget, första gången på fakturan för månaden efter den månad då den aktiverades; den första påbörjade månaden ingår utan kostnad. En pausad prenumeration faktureras som vanligt.
Konsulttimmar debiteras med 1 200 kronor per timme exklusive moms.

## 4. Historikimport
Vid aktivering väljer kunden ett startdatum. Import av de senaste 7 dagarna ingår. Vill kunden importera längre tillbaka kostar det appens månadspris gånger antalet påbörjade månader före de fria 7 dagarna. Importen betalas med kort i betalleverantörens kassa innan den startar och redovisas därefter som betald rad på nästa faktura. En betalning som avbryts eller misslyckas startar ingen import och debiteras inte.

## 5. Fakturering och betalning
Vi fakturerar en gång per kalendermånad; fakturan är daterad den 1:a i månaden och skickas till kundens e-postadress för fakturor. Moms tillkommer med 25 %. Betalningsvillkor är 30 dagar netto. Fakturan kan betalas till vårt bankgiro eller med kort i portalen. Vid försenad betalning har vi rätt till dröjsmålsränta enligt räntelagen och lagstadgad påminnelseavgift. Är en faktura obetald mer än 30 dagar efter förfallodagen får vi, efter skriftlig påminnelse, pausa kundens prenumerationer tills fakturan är betald.

## 6. Uppsägning och radering av data
Kunden kan när som helst säga upp en prenumeration i portalen. Synkroniseringen stoppas direkt och prenumerationen löper inte vidare till en ny period; redan fakturerade perioder återbetalas inte. Prenumerationens data i portalen, det vill säga inloggningsuppgifter till kopplade system, hämtade poster och loggar, raderas 30 dagar efter uppsägningen. Det som redan har bokförts finns kvar i kundens bokföringssystem.

## 7. Kundens data
Kundens bokföringsdata tillhör kunden. Vi använder den endast för att utföra tjänsten åt kunden och lämnar inte ut den till någon annan än de underbiträden som behövs för att driva tjänsten, eller när lag kräver det. Kunden kan när som helst exportera sina bokförda verifikationer som SIE-fil.

## 8. Personuppgifter
Vi behandlar personuppgifter i enlighet med dataskyddsförordningen (GDPR). För personuppgifter som finns i kundens ordrar och bokföring, till exempel kunders namn och adresser, är kunden personuppgiftsansvarig och Bokföringsportalen personuppgiftsbiträde; behandlingen sker enligt kundens instruktioner i dessa villkor. Uppgifterna lagras inom EU/EES. Vi vidtar lämpliga tekniska och organisatoriska åtgärder, bland annat kryptering av inloggningsuppgifter, och meddelar kunden utan onödigt dröjsmål om en personuppgiftsincident. För uppgifter om kundens egna användare, till exempel namn och e-postadress, är Bokföringsportalen personuppgiftsansvarig.

## 9. Tillgänglighet och ansvar
Vi strävar efter att portalen ska vara tillgänglig dygnet runt men lämnar ingen garanti för oavbruten drift. Planerat underhåll meddelas i förväg på inloggningssidan. Tjänster hos tredje part, som webbutiker, betalleverantörer och bokföringssystem, ansvarar vi inte för.
Vårt ansvar är begränsat till direkta skador och till ett belopp som motsvarar vad kunden har betalat för tjänsten under de senaste tolv månaderna. Vi ansvarar inte för indirekta skador som utebliven vinst, skattetillägg eller förlust av data som kunden kunnat återskapa, om vi inte har orsakat skadan med uppsåt eller grov vårdslöshet. Krav ska framställas skriftligen inom tre månader från det att kunden märkte eller borde ha märkt felet.

## 10. Ändringar av villkoren
Vi kan ändra dessa villkor. Väsentliga ändringar meddelas i portalen och via e-post minst 30 dagar innan de börjar gälla. Varje version har ett versionsnummer och äldre versioner finns kvar att läsa i portalen. Vid aktivering av en prenumeration godkänner kunden den version som då gäller. Godtar kunden inte en ändring kan kunden säga upp prenumerationerna innan ändringen börjar gälla.

## 11. Tillämplig lag och tvister
Svensk lag gäller för dessa villkor. Tvister ska i första hand lösas genom förhandling och i andra hand avgöras av allmän domstol med Stockholms tingsrätt som första instans.

## 12. Kontakt
Frågor om villkoren, fakturor eller personuppgifter skickas till support@bokforingsportalen.se.`;

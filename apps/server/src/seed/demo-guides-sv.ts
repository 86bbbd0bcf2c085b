import { figure, type GuideTexts } from './demo-guides-html';

/** The Swedish demo guides (issue 17): how the portal really connects each system. */

const addApp = (app: string, accounting: string) => `
<h2>Lägg till appen</h2>
<ol>
<li>Öppna <strong>Lägg till appar</strong> i menyn.</li>
<li>Välj <strong>${app}</strong> under <strong>App</strong> och <strong>${accounting}</strong> under <strong>Bokföringssystem</strong>. Priset per månad och år visas direkt.</li>
<li>Klicka på <strong>Skapa prenumeration</strong>. Prenumerationen skapas som <em>Väntande</em> och du kommer till dess appinställningar.</li>
</ol>
${figure('add-app', 'Skärmen Lägg till appar med val av app och bokföringssystem')}`;

const configureAndActivate = `
<h2>Konfigurera och aktivera</h2>
<ol>
<li>Öppna fliken <strong>Konfigurera</strong>. Välj <strong>Bokföringsmodell</strong> (en verifikation per order, en sammanställning per utbetalning eller per dag) och kontrollera kontona. Förslagen följer BAS-kontoplanen. Klicka på <strong>Spara inställningar</strong>.</li>
<li>Klicka gärna på <strong>Visa förhandsgranskning</strong>: du ser hur den senaste ordern skulle bokföras, utan att något bokförs.</li>
<li>Öppna fliken <strong>Aktivera</strong> och klicka på <strong>Kör kontrollen</strong>. Den läser appen och bokföringen och visar om organisationsnumret, kontona och räkenskapsåret stämmer.</li>
<li>Välj <strong>Startdatum</strong>. De senaste 7 dagarna hämtas utan kostnad, längre bakåt betalas med kort.</li>
<li>Kryssa i att du har läst vanliga frågor och villkoren och klicka på <strong>Aktivera</strong>. Importen startar och förloppet visas på samma flik.</li>
</ol>
${figure('configure', 'Fliken Konfigurera med bokföringsmodell och konton')}`;

const testIt = `<li>Klicka på <strong>Spara</strong> och sedan på <strong>Testa kopplingen</strong>. Svaret <em>Inloggningsuppgifterna är giltiga. Kopplingen fungerar.</em> betyder att allt är klart.</li>`;

const ledgerSide = `
<h2>Koppla bokföringen</h2>
<p>I rutan <strong>Bokföring</strong> på samma flik kopplar du bokföringssystemet. Se guiden för Fortnox, Visma eEkonomi eller SIE-fil.</p>`;

export const SV_GUIDES: Record<string, GuideTexts> = {
  'connect-shopify': {
    title: 'Koppla Shopify',
    summary:
      'Skapa en anpassad app i Shopify, klistra in butikens domän och åtkomsttoken i portalen och aktivera bokföringen av ordrar, returer och utbetalningar.',
    body: `
<p>Portalen läser ordrar, returer, Shopify Payments-utbetalningar, artiklar och kunder från din butik via Shopifys Admin API. Du behöver vara ägare av butiken eller ha behörighet att utveckla appar.</p>
${addApp('Shopify', 'Fortnox')}
<h2>Skapa en anpassad app i Shopify</h2>
<ol>
<li>Logga in i Shopify admin och öppna <strong>Inställningar → Appar och försäljningskanaler → Utveckla appar</strong>.</li>
<li>Klicka på <strong>Skapa en app</strong> och ge den ett namn, till exempel <em>Bokföringsportalen</em>.</li>
<li>Under <strong>Konfiguration → Admin API-åtkomst</strong> väljer du läsbehörighet för ordrar, produkter, kunder och Shopify Payments-utbetalningar (<code>read_orders</code>, <code>read_products</code>, <code>read_customers</code>, <code>read_shopify_payments_payouts</code>). Vill du att bokföringens pris eller lager skrivs tillbaka till butiken väljer du även <code>write_products</code> och <code>write_inventory</code>.</li>
<li>Klicka på <strong>Installera app</strong> och kopiera <strong>Admin API-åtkomsttoken</strong>. Den visas bara en gång.</li>
<li>Kopiera appens <strong>API-hemlighet</strong> under <strong>API-uppgifter</strong>: med den kontrollerar portalen att webhookar verkligen kommer från Shopify.</li>
</ol>
<h2>Klistra in uppgifterna i portalen</h2>
<ol>
<li>Öppna fliken <strong>Appkoppling</strong> i appinställningarna.</li>
<li>Fyll i <strong>Butikens domän</strong> (till exempel <em>min-butik.myshopify.com</em>), <strong>Åtkomsttoken för Admin API</strong> och <strong>Appens hemlighet för webhooks</strong>.</li>
${testIt}
</ol>
${figure('connect-shopify', 'Fliken Appkoppling med fälten för Shopify')}
${ledgerSide}
${configureAndActivate}`,
  },

  'connect-woocommerce': {
    title: 'Koppla WooCommerce',
    summary:
      'Skapa en REST API-nyckel i WooCommerce, ange butikens adress och nycklarna i portalen, lägg till webhookar och aktivera.',
    body: `
<p>Portalen läser ordrar, returer, artiklar och kunder från din WordPress-butik via WooCommerce REST API (<code>wc/v3</code>). Butiken måste nås över https.</p>
${addApp('WooCommerce', 'det bokföringssystem du använder')}
<h2>Skapa en API-nyckel i WooCommerce</h2>
<ol>
<li>Logga in i WordPress som administratör och öppna <strong>WooCommerce → Inställningar → Avancerat → REST API</strong>.</li>
<li>Klicka på <strong>Lägg till nyckel</strong>, skriv en beskrivning och välj en användare med administratörsbehörighet.</li>
<li>Välj behörigheten <strong>Läsa</strong>, eller <strong>Läsa/skriva</strong> om bokföringens pris eller lager ska skrivas tillbaka till butiken.</li>
<li>Klicka på <strong>Skapa API-nyckel</strong> och kopiera <strong>Konsumentnyckel</strong> (ck_…) och <strong>Konsumenthemlighet</strong> (cs_…).</li>
</ol>
<h2>Klistra in uppgifterna i portalen</h2>
<ol>
<li>Öppna fliken <strong>Appkoppling</strong>.</li>
<li>Skriv butikens adress i <strong>Adress</strong>, till exempel <em>https://butik.exempel.se</em>. Adressen måste börja med https://.</li>
<li>Fyll i <strong>Konsumentnyckel</strong> och <strong>Konsumenthemlighet</strong>, och hitta på en lång slumpmässig <strong>Webhook-hemlighet</strong>.</li>
${testIt}
</ol>
${figure('connect-woocommerce', 'Fliken Appkoppling med fälten för WooCommerce')}
<h2>Lägg till webhookar</h2>
<p>Med webhookar kommer nya ordrar till portalen direkt, i stället för vid nästa schemalagda hämtning.</p>
<ol>
<li>Kopiera <strong>Webhook-adress</strong> från fliken <strong>Tekniska detaljer</strong>.</li>
<li>Öppna <strong>WooCommerce → Inställningar → Avancerat → Webhookar</strong> och lägg till en webhook med ämnet <strong>Order skapad</strong> och en med <strong>Order uppdaterad</strong>.</li>
<li>Klistra in webhook-adressen som leveransadress och samma webhook-hemlighet som du angav i portalen. Spara.</li>
</ol>
${ledgerSide}
${configureAndActivate}`,
  },

  'connect-stripe': {
    title: 'Koppla Stripe',
    summary:
      'Skapa en begränsad nyckel och en webhook i Stripe, fyll i dem i portalen och bokför Stripes utbetalningar med avgifter och returer.',
    body: `
<p>Portalen bokför Stripes utbetalningar till banken med avgifter, returer och återkrav, och stämmer av dem mot butikens försäljning. Stripe bokförs i Fortnox eller Visma eEkonomi.</p>
${addApp('Stripe', 'Fortnox eller Visma eEkonomi')}
<h2>Skapa en nyckel i Stripe</h2>
<ol>
<li>Logga in på Stripes instrumentpanel och öppna <strong>Utvecklare → API-nycklar</strong>.</li>
<li>Klicka på <strong>Skapa begränsad nyckel</strong> och ge den läsbehörighet för <strong>Balance</strong>, <strong>Payouts</strong> och <strong>Charges</strong>. Mer behövs inte.</li>
<li>Kopiera nyckeln (rk_…). En hemlig nyckel (sk_…) fungerar också.</li>
</ol>
<h2>Skapa en webhook i Stripe</h2>
<ol>
<li>Kopiera <strong>Webhook-adress</strong> från fliken <strong>Tekniska detaljer</strong> i appinställningarna.</li>
<li>Öppna <strong>Utvecklare → Webhookar</strong> i Stripe och lägg till en slutpunkt med den adressen och händelserna <code>payout.paid</code> och <code>payout.updated</code>.</li>
<li>Kopiera slutpunktens <strong>signeringshemlighet</strong> (whsec_…).</li>
</ol>
<h2>Klistra in uppgifterna i portalen</h2>
<ol>
<li>Öppna fliken <strong>Appkoppling</strong> och fyll i <strong>Hemlig nyckel</strong> och <strong>Webhookens signeringshemlighet</strong>.</li>
${testIt}
<li>Välj sedan under <strong>Koppla betalleverantören och välj kontona för utbetalningar</strong> (på fliken Information) vilket bankkonto utbetalningarna kommer till och vilket avräkningskonto de nollar.</li>
</ol>
${figure('connect-stripe', 'Fliken Appkoppling med fälten för Stripe')}
${ledgerSide}
${configureAndActivate}`,
  },

  'connect-klarna': {
    title: 'Koppla Klarna',
    summary:
      'Skapa API-uppgifter i Klarnas handlarportal och fyll i användarnamn och lösenord i portalen för att bokföra Klarnas avräkningar.',
    body: `
<p>Portalen bokför Klarnas avräkningar: utbetalningen, avgifterna och returerna, och stämmer av dem mot butikens ordrar. Klarna bokförs i Fortnox eller Visma eEkonomi.</p>
${addApp('Klarna', 'Fortnox eller Visma eEkonomi')}
<h2>Skapa API-uppgifter hos Klarna</h2>
<ol>
<li>Logga in i <strong>Klarnas handlarportal</strong> med en användare som får hantera inställningar.</li>
<li>Öppna <strong>Inställningar → API-uppgifter</strong> och klicka på <strong>Skapa ny uppsättning</strong>.</li>
<li>Kopiera <strong>Användarnamn (UID)</strong> och <strong>Lösenord</strong>. Lösenordet visas bara en gång.</li>
</ol>
<h2>Klistra in uppgifterna i portalen</h2>
<ol>
<li>Öppna fliken <strong>Appkoppling</strong> och fyll i <strong>Användarnamn</strong> och <strong>Lösenord</strong>.</li>
${testIt}
<li>Välj på fliken Information under <strong>Koppla betalleverantören och välj kontona för utbetalningar</strong> vilket bankkonto utbetalningarna kommer till och vilket avräkningskonto de nollar.</li>
</ol>
${figure('connect-klarna', 'Fliken Appkoppling med fälten för Klarna')}
<p>Klarna skickar inga webhookar till portalen: avräkningarna hämtas enligt schemat.</p>
${ledgerSide}
${configureAndActivate}`,
  },

  'connect-fortnox': {
    title: 'Koppla Fortnox',
    summary:
      'Anslut Fortnox med ett klick: logga in hos Fortnox, godkänn att portalen bokför åt bolaget och kom tillbaka till portalen.',
    body: `
<p>Portalen skriver verifikationer och kundfakturor direkt i Fortnox via deras API. Du ansluter med ditt Fortnox-konto (OAuth): portalen får aldrig ditt lösenord.</p>
${addApp('din butik eller betalleverantör', 'Fortnox')}
<h2>Anslut med Fortnox</h2>
<ol>
<li>Öppna fliken <strong>Appkoppling</strong> och gå till rutan <strong>Bokföring · Fortnox</strong>.</li>
<li>Klicka på <strong>Anslut med Fortnox</strong>. Du skickas till Fortnox inloggning.</li>
<li>Logga in med en Fortnox-användare som får lägga till integrationer och välj bolaget om du har flera.</li>
<li>Godkänn behörigheterna portalen ber om: bokföring, fakturor, kunder, artiklar, inställningar, valutor och företagsinformation.</li>
<li>Du kommer tillbaka till portalen och rutan visar <strong>Kopplad</strong>. Klicka på <strong>Testa kopplingen</strong> för att kontrollera.</li>
</ol>
${figure('connect-fortnox', 'Rutan Bokföring med knappen Anslut med Fortnox')}
<h2>Om något går fel</h2>
<ul>
<li>Avbryter du hos Fortnox visar portalen att åtkomsten inte godkändes. Klicka på <strong>Anslut med Fortnox</strong> igen när du vill.</li>
<li>Om Fortnox senare nekar portalens inloggning stoppas prenumerationen och knappen heter <strong>Anslut Fortnox igen</strong>.</li>
<li>Kontrollen på fliken <strong>Aktivera</strong> stoppar aktiveringen om Fortnox tillhör ett annat organisationsnummer än bolaget.</li>
</ul>
${configureAndActivate}`,
  },

  'connect-visma': {
    title: 'Koppla Visma eEkonomi',
    summary:
      'Anslut Visma eEkonomi med ditt Visma-konto: logga in, godkänn åtkomsten och kom tillbaka till portalen.',
    body: `
<p>Portalen skriver verifikationer och kundfakturor direkt i Visma eEkonomi via deras API. Du ansluter med ditt Visma-konto (OAuth): portalen får aldrig ditt lösenord.</p>
${addApp('din butik eller betalleverantör', 'Visma eEkonomi')}
<h2>Anslut med Visma eEkonomi</h2>
<ol>
<li>Öppna fliken <strong>Appkoppling</strong> och gå till rutan <strong>Bokföring · Visma eEkonomi</strong>.</li>
<li>Klicka på <strong>Anslut med Visma eEkonomi</strong>. Du skickas till Vismas inloggning.</li>
<li>Logga in med ditt Visma-konto och välj bolaget.</li>
<li>Godkänn att portalen får åtkomst till API:t, försäljning och bokföring även när du inte är inloggad (den förnyar åtkomsten själv).</li>
<li>Du kommer tillbaka till portalen och rutan visar <strong>Kopplad</strong>. Klicka på <strong>Testa kopplingen</strong>.</li>
</ol>
${figure('connect-visma', 'Rutan Bokföring med knappen Anslut med Visma eEkonomi')}
<h2>Ange token manuellt</h2>
<p>Har din byrå en egen integration hos Visma kan token anges för hand: klicka på <strong>Ange token manuellt</strong> och fyll i klient-ID, klienthemlighet, åtkomsttoken och förnyelsetoken.</p>
${configureAndActivate}`,
  },

  'connect-sie': {
    title: 'Bokför med SIE-fil',
    summary:
      'Inget eget bokföringssystem? Välj SIE 4-fil: portalen bokför själv och ger dig verifikationerna som en SIE 4-fil att läsa in i valfritt program.',
    body: `
<p>Med <strong>SIE 4-fil</strong> som bokföringssystem bokför portalen själv. Verifikationerna samlas per period i en SIE 4-fil som du eller din redovisningskonsult läser in i valfritt bokföringsprogram. Inget behöver kopplas på bokföringssidan.</p>
${addApp('din butik (Shopify eller WooCommerce)', 'SIE 4-fil')}
<p>SIE-filen finns också under <strong>Fristående appar</strong> i menyn, där den kan läggas till direkt.</p>
<h2>Koppla butiken</h2>
<ol>
<li>Öppna fliken <strong>Appkoppling</strong> och koppla butiken enligt guiden för Shopify eller WooCommerce.</li>
<li>Rutan <strong>Bokföring</strong> visar <em>Portalen bokför i en egen SIE-fil: inget behöver kopplas.</em></li>
</ol>
${figure('connect-sie', 'Rutan Bokföring för SIE-fil: inget behöver kopplas')}
${configureAndActivate}
<h2>Hämta SIE-filen</h2>
<p>Verifikationerna för en period hämtas som SIE 4-fil från portalens API: <code>GET /api/subscriptions/{id}/sie/?from=ÅÅÅÅ-MM-DD&amp;to=ÅÅÅÅ-MM-DD</code>. Prenumerationens id står på fliken <strong>Tekniska detaljer</strong>. Utan datum hämtas innevarande år.</p>`,
  },

  'switch-client-company': {
    title: 'Växla till ett klientbolag',
    summary:
      'För redovisningskonsulter: arbeta i ett klientbolag som dess ägare från lobbyn, och växla tillbaka med Avsluta växling.',
    body: `
<p>Som master- eller partnerkonsult kan du arbeta i dina klientbolag som om du vore bolagets ägare: se deras appar, rapporter och fakturor och hjälpa till med inställningarna.</p>
<h2>Växla till bolaget</h2>
<ol>
<li>Öppna <strong>Lobby</strong> i menyn. Där listas bolagen du är tilldelad.</li>
<li>Sök på bolagets namn eller organisationsnummer.</li>
<li>Klicka på <strong>Växla</strong> på bolagets rad.</li>
<li>En banderoll överst visar <em>Du arbetar i … som Ägare, inloggad som …</em>. Allt du ändrar loggas med ditt eget namn.</li>
</ol>
${figure('lobby', 'Lobbyn med klientbolagen och knappen Växla')}
<h2>Växla tillbaka</h2>
<ol>
<li>Klicka på <strong>Avsluta växling</strong> i banderollen.</li>
<li>Du är tillbaka som dig själv, på byråns sida.</li>
</ol>
<p>Ser du inte ett bolag i lobbyn? Be byråns masterkonsult att tilldela dig bolaget.</p>`,
  },
};

import { figure, type GuideTexts } from './demo-guides-html';

/** The English demo guides (issue 17): how the portal really connects each system. */

const addApp = (app: string, accounting: string) => `
<h2>Add the app</h2>
<ol>
<li>Open <strong>Add apps</strong> in the menu.</li>
<li>Choose <strong>${app}</strong> under <strong>App</strong> and <strong>${accounting}</strong> under <strong>Accounting system</strong>. The price per month and per year shows at once.</li>
<li>Click <strong>Create subscription</strong>. The subscription is created as <em>Pending</em> and you come to its app settings.</li>
</ol>
${figure('add-app', 'The Add apps screen with the app and the accounting system chosen')}`;

const configureAndActivate = `
<h2>Configure and activate</h2>
<ol>
<li>Open the <strong>Configure</strong> tab. Choose the <strong>Posting model</strong> (one voucher per order, a summary per payout or per day) and check the accounts. The suggestions follow the BAS chart of accounts. Click <strong>Save settings</strong>.</li>
<li>Click <strong>Show the preview</strong> if you like: it shows how the latest order would be booked, without booking anything.</li>
<li>Open the <strong>Activate</strong> tab and click <strong>Run the check</strong>. It reads the app and the accounting and shows whether the organisation number, the accounts and the financial year are right.</li>
<li>Choose the <strong>Start date</strong>. The last 7 days are imported free of charge; further back is paid by card.</li>
<li>Tick that you have read the FAQ and the terms and click <strong>Activate</strong>. The import starts and its progress shows on the same tab.</li>
</ol>
${figure('configure', 'The Configure tab with the posting model and the accounts')}`;

const testIt = `<li>Click <strong>Save</strong> and then <strong>Test the connection</strong>. The answer <em>The credentials are valid. The connection works.</em> means all is done.</li>`;

const ledgerSide = `
<h2>Connect the accounting</h2>
<p>In the <strong>Accounting</strong> box on the same tab you connect the accounting system. See the guide for Fortnox, Visma eEkonomi or the SIE file.</p>`;

export const EN_GUIDES: Record<string, GuideTexts> = {
  'connect-shopify': {
    title: 'Connect Shopify',
    summary:
      'Create a custom app in Shopify, paste the shop domain and access token into the portal and activate the booking of orders, refunds and payouts.',
    body: `
<p>The portal reads orders, refunds, Shopify Payments payouts, articles and customers from your shop through Shopify’s Admin API. You need to own the shop or be allowed to develop apps for it.</p>
${addApp('Shopify', 'Fortnox')}
<h2>Create a custom app in Shopify</h2>
<ol>
<li>Sign in to Shopify admin and open <strong>Settings → Apps and sales channels → Develop apps</strong>.</li>
<li>Click <strong>Create an app</strong> and name it, for example <em>Bookkeeping portal</em>.</li>
<li>Under <strong>Configuration → Admin API access</strong> choose read access to orders, products, customers and Shopify Payments payouts (<code>read_orders</code>, <code>read_products</code>, <code>read_customers</code>, <code>read_shopify_payments_payouts</code>). If the accounting’s price or stock should be written back to the shop, also choose <code>write_products</code> and <code>write_inventory</code>.</li>
<li>Click <strong>Install app</strong> and copy the <strong>Admin API access token</strong>. It is shown only once.</li>
<li>Copy the app’s <strong>API secret key</strong> under <strong>API credentials</strong>: with it the portal checks that webhooks really come from Shopify.</li>
</ol>
<h2>Paste the details into the portal</h2>
<ol>
<li>Open the <strong>App connection</strong> tab of the app settings.</li>
<li>Fill in <strong>Shop domain</strong> (for example <em>my-shop.myshopify.com</em>), <strong>Admin API access token</strong> and <strong>App secret for webhooks</strong>.</li>
${testIt}
</ol>
${figure('connect-shopify', 'The App connection tab with the fields for Shopify')}
${ledgerSide}
${configureAndActivate}`,
  },

  'connect-woocommerce': {
    title: 'Connect WooCommerce',
    summary:
      'Create a REST API key in WooCommerce, enter the shop’s address and the keys in the portal, add webhooks and activate.',
    body: `
<p>The portal reads orders, refunds, articles and customers from your WordPress shop through the WooCommerce REST API (<code>wc/v3</code>). The shop must be reachable over https.</p>
${addApp('WooCommerce', 'the accounting system you use')}
<h2>Create an API key in WooCommerce</h2>
<ol>
<li>Sign in to WordPress as an administrator and open <strong>WooCommerce → Settings → Advanced → REST API</strong>.</li>
<li>Click <strong>Add key</strong>, write a description and choose a user with administrator rights.</li>
<li>Choose the permission <strong>Read</strong>, or <strong>Read/Write</strong> if the accounting’s price or stock should be written back to the shop.</li>
<li>Click <strong>Generate API key</strong> and copy the <strong>Consumer key</strong> (ck_…) and <strong>Consumer secret</strong> (cs_…).</li>
</ol>
<h2>Paste the details into the portal</h2>
<ol>
<li>Open the <strong>App connection</strong> tab.</li>
<li>Write the shop’s address in <strong>Address</strong>, for example <em>https://shop.example.com</em>. The address must start with https://.</li>
<li>Fill in <strong>Consumer key</strong> and <strong>Consumer secret</strong>, and make up a long random <strong>Webhook secret</strong>.</li>
${testIt}
</ol>
${figure('connect-woocommerce', 'The App connection tab with the fields for WooCommerce')}
<h2>Add webhooks</h2>
<p>With webhooks new orders reach the portal at once, instead of at the next scheduled fetch.</p>
<ol>
<li>Copy the <strong>Webhook URL</strong> from the <strong>Technical details</strong> tab.</li>
<li>Open <strong>WooCommerce → Settings → Advanced → Webhooks</strong> and add one webhook with the topic <strong>Order created</strong> and one with <strong>Order updated</strong>.</li>
<li>Paste the webhook URL as the delivery URL and the same webhook secret you entered in the portal. Save.</li>
</ol>
${ledgerSide}
${configureAndActivate}`,
  },

  'connect-stripe': {
    title: 'Connect Stripe',
    summary:
      'Create a restricted key and a webhook in Stripe, enter them in the portal and book Stripe’s payouts with their fees and refunds.',
    body: `
<p>The portal books Stripe’s payouts to your bank with fees, refunds and chargebacks, and reconciles them against the shop’s sales. Stripe is booked into Fortnox or Visma eEkonomi.</p>
${addApp('Stripe', 'Fortnox or Visma eEkonomi')}
<h2>Create a key in Stripe</h2>
<ol>
<li>Sign in to the Stripe Dashboard and open <strong>Developers → API keys</strong>.</li>
<li>Click <strong>Create restricted key</strong> and give it read access to <strong>Balance</strong>, <strong>Payouts</strong> and <strong>Charges</strong>. Nothing more is needed.</li>
<li>Copy the key (rk_…). A secret key (sk_…) works too.</li>
</ol>
<h2>Create a webhook in Stripe</h2>
<ol>
<li>Copy the <strong>Webhook URL</strong> from the <strong>Technical details</strong> tab of the app settings.</li>
<li>Open <strong>Developers → Webhooks</strong> in Stripe and add an endpoint with that URL and the events <code>payout.paid</code> and <code>payout.updated</code>.</li>
<li>Copy the endpoint’s <strong>signing secret</strong> (whsec_…).</li>
</ol>
<h2>Paste the details into the portal</h2>
<ol>
<li>Open the <strong>App connection</strong> tab and fill in <strong>Secret key</strong> and <strong>Webhook signing secret</strong>.</li>
${testIt}
<li>Then, under <strong>Connect the payment provider and choose the payout accounts</strong> (on the Information tab), choose the bank account the payouts arrive on and the clearing account they bring to zero.</li>
</ol>
${figure('connect-stripe', 'The App connection tab with the fields for Stripe')}
${ledgerSide}
${configureAndActivate}`,
  },

  'connect-klarna': {
    title: 'Connect Klarna',
    summary:
      'Create API credentials in Klarna’s merchant portal and enter the username and password in the portal to book Klarna’s settlements.',
    body: `
<p>The portal books Klarna’s settlements: the payout, its fees and refunds, and reconciles them against the shop’s orders. Klarna is booked into Fortnox or Visma eEkonomi.</p>
${addApp('Klarna', 'Fortnox or Visma eEkonomi')}
<h2>Create API credentials at Klarna</h2>
<ol>
<li>Sign in to <strong>Klarna’s merchant portal</strong> with a user who may manage settings.</li>
<li>Open <strong>Settings → API credentials</strong> and click <strong>Generate new credentials</strong>.</li>
<li>Copy the <strong>Username (UID)</strong> and <strong>Password</strong>. The password is shown only once.</li>
</ol>
<h2>Paste the details into the portal</h2>
<ol>
<li>Open the <strong>App connection</strong> tab and fill in <strong>Username</strong> and <strong>Password</strong>.</li>
${testIt}
<li>On the Information tab, under <strong>Connect the payment provider and choose the payout accounts</strong>, choose the bank account the payouts arrive on and the clearing account they bring to zero.</li>
</ol>
${figure('connect-klarna', 'The App connection tab with the fields for Klarna')}
<p>Klarna sends no webhooks to the portal: the settlements are fetched on schedule.</p>
${ledgerSide}
${configureAndActivate}`,
  },

  'connect-fortnox': {
    title: 'Connect Fortnox',
    summary:
      'Connect Fortnox in one click: sign in at Fortnox, allow the portal to keep the company’s books and come back to the portal.',
    body: `
<p>The portal writes vouchers and customer invoices straight into Fortnox through its API. You connect with your Fortnox account (OAuth): the portal never gets your password.</p>
${addApp('your shop or payment provider', 'Fortnox')}
<h2>Connect with Fortnox</h2>
<ol>
<li>Open the <strong>App connection</strong> tab and go to the <strong>Accounting · Fortnox</strong> box.</li>
<li>Click <strong>Connect with Fortnox</strong>. You are taken to Fortnox’s sign-in.</li>
<li>Sign in with a Fortnox user who may add integrations, and choose the company if you have several.</li>
<li>Allow the access the portal asks for: bookkeeping, invoices, customers, articles, settings, currencies and company information.</li>
<li>You come back to the portal and the box shows <strong>Connected</strong>. Click <strong>Test the connection</strong> to check.</li>
</ol>
${figure('connect-fortnox', 'The Accounting box with the Connect with Fortnox button')}
<h2>If something goes wrong</h2>
<ul>
<li>If you cancel at Fortnox, the portal shows that access was not granted. Click <strong>Connect with Fortnox</strong> again whenever you like.</li>
<li>If Fortnox later refuses the portal’s credentials, the subscription stops and the button reads <strong>Reconnect Fortnox</strong>.</li>
<li>The check on the <strong>Activate</strong> tab stops the activation if Fortnox belongs to another organisation number than the company.</li>
</ul>
${configureAndActivate}`,
  },

  'connect-visma': {
    title: 'Connect Visma eEkonomi',
    summary:
      'Connect Visma eEkonomi with your Visma account: sign in, allow the access and come back to the portal.',
    body: `
<p>The portal writes vouchers and customer invoices straight into Visma eEkonomi through its API. You connect with your Visma account (OAuth): the portal never gets your password.</p>
${addApp('your shop or payment provider', 'Visma eEkonomi')}
<h2>Connect with Visma eEkonomi</h2>
<ol>
<li>Open the <strong>App connection</strong> tab and go to the <strong>Accounting · Visma eEkonomi</strong> box.</li>
<li>Click <strong>Connect with Visma eEkonomi</strong>. You are taken to Visma’s sign-in.</li>
<li>Sign in with your Visma account and choose the company.</li>
<li>Allow the portal access to the API, sales and accounting also while you are signed out (it renews the access itself).</li>
<li>You come back to the portal and the box shows <strong>Connected</strong>. Click <strong>Test the connection</strong>.</li>
</ol>
${figure('connect-visma', 'The Accounting box with the Connect with Visma eEkonomi button')}
<h2>Enter tokens by hand</h2>
<p>If your firm has an integration of its own at Visma, the tokens can be entered by hand: click <strong>Enter tokens by hand</strong> and fill in the client ID, client secret, access token and refresh token.</p>
${configureAndActivate}`,
  },

  'connect-sie': {
    title: 'Book with a SIE file',
    summary:
      'No accounting system of your own? Choose the SIE 4 file: the portal keeps the books itself and gives you the vouchers as a SIE 4 file to import into any program.',
    body: `
<p>With <strong>SIE 4 file</strong> as the accounting system the portal keeps the books itself. The vouchers are gathered per period in a SIE 4 file that you or your accountant import into any accounting program. Nothing needs connecting on the accounting side.</p>
${addApp('your shop (Shopify or WooCommerce)', 'SIE 4-fil')}
<p>The SIE file is also under <strong>Standalone apps</strong> in the menu, where it can be added directly.</p>
<h2>Connect the shop</h2>
<ol>
<li>Open the <strong>App connection</strong> tab and connect the shop as the Shopify or WooCommerce guide shows.</li>
<li>The <strong>Accounting</strong> box says <em>The portal keeps the books in its own SIE file: nothing to connect.</em></li>
</ol>
${figure('connect-sie', 'The Accounting box for the SIE file: nothing to connect')}
${configureAndActivate}
<h2>Fetch the SIE file</h2>
<p>The vouchers of a period are fetched as a SIE 4 file from the portal’s API: <code>GET /api/subscriptions/{id}/sie/?from=YYYY-MM-DD&amp;to=YYYY-MM-DD</code>. The subscription id is on the <strong>Technical details</strong> tab. Without dates you get the current year.</p>`,
  },

  'switch-client-company': {
    title: 'Switch into a client company',
    summary:
      'For accountants: work in a client company as its owner from the lobby, and come back with Unswitch.',
    body: `
<p>As a master or partner accountant you can work in your client companies as if you were the company’s owner: see their apps, reports and invoices and help with the settings.</p>
<h2>Switch into the company</h2>
<ol>
<li>Open <strong>Lobby</strong> in the menu. It lists the companies you are assigned to.</li>
<li>Search for the company’s name or organisation number.</li>
<li>Click <strong>Switch</strong> on the company’s row.</li>
<li>A banner at the top says <em>You are working in … as Owner, signed in as …</em>. Everything you change is logged with your own name.</li>
</ol>
${figure('lobby', 'The lobby with the client companies and the Switch button')}
<h2>Switch back</h2>
<ol>
<li>Click <strong>Unswitch</strong> in the banner.</li>
<li>You are yourself again, on the firm’s side.</li>
</ol>
<p>Don’t see a company in the lobby? Ask your firm’s master accountant to assign it to you.</p>`,
  },
};

/** Terms and conditions, version 2026-11 (English). Headings start with `## `. */
export const TERMS_2026_11_EN = `These terms and conditions apply between Bokföringsportalen AB, reg. no. 559412-0736, Sveavägen 44, 111 34 Stockholm, Sweden ("we", "Bokföringsportalen") and the company that registers an account and takes out subscriptions in the portal ("the customer"). They apply from 1 November 2026. The Swedish version prevails if the two versions differ.

## 1. The service
Bokföringsportalen connects the customer's web shops and payment providers (for example Shopify, WooCommerce, Stripe and Klarna) to the customer's accounting system (for example Fortnox, Visma eEkonomi or an SIE file). The portal fetches orders, refunds, fees and payouts and books them as vouchers under the account mapping the customer has chosen, exactly once, and shows reconciliations and discrepancies.
The customer is responsible for its bookkeeping. The portal is a tool: the customer shall check accounts, VAT rates and reconciliations and correct what is wrong. We give no accounting or tax advice unless specifically agreed.

## 2. Account and users
The account is opened by an authorised representative of the customer, who becomes the company owner in the portal. The owner may invite colleagues and accountants and is responsible for what they do in the portal. Sign-in details shall be kept secret. The customer shall tell us at once if they may have fallen into the wrong hands.

## 3. Subscriptions, prices and billing cycle
A subscription connects one app to one accounting system. Every app has a price per billing interval, shown in the app catalogue and under Billing; all prices are in Swedish kronor (SEK) excluding VAT. The billing cycle can be monthly, quarterly, semi-annual or annual. With annual billing the price is twelve times the monthly price less SEK 100 per month.
Only the company owner can change billing cycle, and only to a longer interval, for example from monthly to annual, never back to a shorter one. The new interval applies from the subscription's next period.
A subscription is billed in advance for a whole period at a time, first on the invoice of the month after the month it was activated; the first part-month is free of charge. A paused subscription is billed as usual.
Consultation hours are charged at SEK 1,200 per hour excluding VAT.

## 4. History import
On activation the customer chooses a start date. Importing the last 7 days is included. Importing further back costs the app's monthly price times the number of months begun before the free 7 days. The import is paid by card in the payment provider's checkout before it starts and is then shown as a paid line on the next invoice. A payment that is abandoned or fails starts no import and is not charged.

## 5. Invoicing and payment
We invoice once per calendar month; the invoice is dated the 1st of the month and sent to the customer's invoice e-mail address. VAT is added at 25 %. Payment terms are 30 days net. Invoices can be paid to our bankgiro or by card in the portal. On late payment we are entitled to interest under the Swedish Interest Act (räntelagen) and the statutory reminder fee. If an invoice is unpaid more than 30 days after its due date we may, after a written reminder, pause the customer's subscriptions until it is paid.

## 6. Cancellation and deletion of data
The customer may cancel a subscription in the portal at any time. Syncing stops at once and the subscription does not run into a new period; periods already invoiced are not refunded. The subscription's data in the portal, that is the sign-in details of connected systems, fetched records and logs, is deleted 30 days after cancellation. What has already been booked stays in the customer's accounting system.

## 7. The customer's data
The customer's ledger data belongs to the customer. We use it only to provide the service to the customer and disclose it to no one but the sub-processors needed to run the service, or where the law requires it. The customer can export its booked vouchers as an SIE file at any time.

## 8. Personal data
We process personal data in accordance with the General Data Protection Regulation (GDPR). For personal data in the customer's orders and bookkeeping, such as its customers' names and addresses, the customer is the controller and Bokföringsportalen the processor; processing follows the customer's instructions in these terms. The data is stored within the EU/EEA. We take appropriate technical and organisational measures, among them encryption of sign-in details, and notify the customer without undue delay of a personal data breach. For data about the customer's own users, such as names and e-mail addresses, Bokföringsportalen is the controller.

## 9. Availability and liability
We aim to keep the portal available around the clock but do not guarantee uninterrupted operation. Planned maintenance is announced in advance on the sign-in page. We are not responsible for third-party services such as web shops, payment providers and accounting systems.
Our liability is limited to direct damage and to an amount equal to what the customer has paid for the service in the last twelve months. We are not liable for indirect damage such as loss of profit, tax surcharges or loss of data the customer could have restored, unless we caused the damage intentionally or by gross negligence. Claims shall be made in writing within three months of when the customer noticed or should have noticed the fault.

## 10. Changes to the terms
We may change these terms. Material changes are announced in the portal and by e-mail at least 30 days before they apply. Every version has a version number, and earlier versions remain readable in the portal. On activating a subscription the customer accepts the version then in force. A customer who does not accept a change may cancel its subscriptions before the change applies.

## 11. Governing law and disputes
These terms are governed by Swedish law. Disputes shall first be settled by negotiation and otherwise by the general courts, with the Stockholm District Court as the court of first instance.

## 12. Contact
Questions about the terms, invoices or personal data go to support@bokforingsportalen.se.`;

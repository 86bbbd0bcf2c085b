/** shipments: texts of the shipment screens, their problems and e-mails (issue 18). */
export const shipments = {
  title: 'Försändelser',
  /** why a shipment cannot be bought, said before anything is bought */
  problem: {
    address_unservable:
      '{{carrier}} kan inte leverera till postnummer {{postal_code}} i {{country}}. Kontrollera adressen eller välj en annan tjänst.',
    overweight:
      'Kolli {{parcel}} väger {{weight}} kg, men {{service}} tar högst {{max}} kg. Dela upp det eller välj en annan tjänst.',
    underweight: 'Kolli {{parcel}} väger {{weight}} kg, men {{service}} kräver minst {{min}} kg.',
    dimensions_missing:
      '{{service}} behöver längd, bredd och höjd för varje kolli. Ange måtten för kolli {{parcel}}.',
    service_point_required: '{{service}} levererar till ett ombud. Välj ett ombud nära mottagaren.',
    service_point_not_served:
      'Ombudet {{service_point}} hör inte till {{carrier}}. Välj ett ombud från listan.',
    service_unknown: 'Tjänsten {{service}} finns inte längre hos fraktappen. Välj en annan tjänst.',
    country_not_served: '{{service}} levererar inte till {{country}}. Välj en annan tjänst.',
    no_shipping_app:
      'Bolaget har ingen aktiv fraktapp. Lägg till Sendcloud från appkatalogen och koppla den först.',
    purchase_refused: 'Fraktappen köpte ingen etikett: {{message}} Ingenting debiterades.',
    provider_unavailable:
      'Fraktappen svarade inte. Ingen etikett köptes och ingenting bokfördes; försök igen om en stund.',
    order_without_address:
      'Ordern har ingen leveransadress. Fyll i mottagarens adress innan du köper etiketten.',
  },
};

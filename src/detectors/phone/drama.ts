/**
 * Ofcom's numbers for drama: UK ranges that will never be allocated, kept for films, TV, radio
 * and books (Ofcom, "Telephone numbers for drama", https://www.ofcom.org.uk/phones-and-broadband/
 * phone-numbers/numbers-for-drama): 1,000 numbers in each of 15 geographic blocks (0113–0118,
 * 0121, 0131, 0141, 0151, 0161 496 0xxx; 0191 498 0xxx; 020 7946 0xxx; 028 9649 6xxx; 029 2018
 * 0xxx), the fictitious area code 01632 960xxx, mobile 07700 900xxx, freephone 08081 570xxx,
 * premium rate 0909 879 0xxx and UK-wide 03069 990xxx. Fiction and test data use them, and
 * libphonenumber refuses some (01632, 07700 900, 0115 496): the phone detector takes them as
 * valid UK numbers.
 */
const DRAMA = /^(?:(?:11[3-8]|1[2-6]1)4960|1914980|2079460|2896496|2920180|1632960|7700900|8081570|9098790|3069990)\d{3}$/;

/** Whether a parsed number (calling code, national significant number) is one of Ofcom's drama numbers. */
export function isOfcomDramaNumber(countryCallingCode: string, nationalNumber: string): boolean {
  return countryCallingCode === '44' && DRAMA.test(nationalNumber);
}

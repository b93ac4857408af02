import { shopThen } from "./shop-name";
import type { Lexicon } from "./types";

/** Korean. Amounts print as "15,000원" or "₩15,000". */
export const ko: Lexicon = {
  language: "ko",
  purchaseDocument: ["영수증", "청구서", "주문"],
  sellerOfOrder: [String.raw`^(?:가게명?|상호명|판매자|매장명?)\s*[:：]\s*` + shopThen("")],
  totals: { free: ["무료"],
    subtotal: ["총\\s?상품\\s?(?:금액|가격)", "상품\\s?(?:금액|가격)", "소계", "주문\\s?금액"],
    discount: ["할인(?:\\s?금액)?", "쿠폰(?:\\s?할인)?"],
    discountWord: ["할인", "쿠폰", "(?:적립금|포인트|마일리지)\\s?사용"],
    shipping: ["배송비", "배달(?:팁|비|료)"],
    tax: ["부가세", "세금"],
    grandTotal: ["(?:총\\s?)?결제\\s?금액", "합계(?:\\s?금액)?", "총\\s?(?:주문\\s?)?금액", "최종\\s?결제\\s?금액", "결제(?:할|하실)\\s?금액", "결제\\s?예정\\s?금액", "환불\\s?(?:예정\\s?)?금액"],
  },
  orderNumber: {
    order: ["주문\\s?번호"],
    booking: ["예약\\s?번호", "예매\\s?번호", "승차권\\s?번호"],
    invoice: ["승인\\s?번호", "거래\\s?번호"],
  },
  purchaseDate: ["주문\\s?일(?:자|시)?", "결제\\s?일(?:자|시)?", "구매\\s?일(?:자|시)?"],
  senderLabel: ["보내는\\s?(?:분|사람|곳)", "발송인", "발송처"],
  trackingLabel: ["운송장\\s?번호", "송장\\s?번호"],
  forward: { subjectPrefix: ["전달"], marker: ["전달된 메시지", "전달된 메일"], original: ["원본 메시지", "원본 메일"], from: ["보낸사람", "보낸 사람", "보낸이"], date: ["날짜", "보낸날짜", "보낸 날짜"], to: ["받는사람", "받는 사람", "참조"], subject: ["제목"] },
  emailType: {
    order_confirmation: ["주문(?:이)?\\s?(?:완료|확인)", "주문해\\s?주셔서\\s?감사"],
    orderWords: ["주문"],
    shipping_confirmation: ["출고\\s?되었", "(?:상품이\\s?)?출발했습니다", "배송\\s?시작", "발송\\s?완료", "출고\\s?완료", "발송\\s?되었", "배송이\\s?시작"],
    delivery_confirmation: ["배송\\s?완료"],
    cancellation: ["주문\\s?취소", "취소\\s?완료"],
    refund: ["환불"],
    travel_booking: ["승차권", "탑승권", "예매\\s?(?:완료|내역)", "항공권", "열차"],
    payment_receipt: ["결제\\s?완료", "영수증"],
  },
  // "본 메일은 … 발송되었습니다": this mail was sent (to members who agreed to adverts): about the email, not a parcel
  aboutThisEmail: ["본\\s?메일은", "이\\s?메일은"],
  notPurchase: ["인증\\s?번호", "수신\\s?거부"],
  products: { unitPrice: ["단가"], summary: ["합계", "배송비", "총 결제", "총\\s?상품"], quantity: ["수량"], itemLabel: ["상품명"], countUnit: ["개"] },
  payments: { endingIn: ["끝자리"], card: ["카드"], paid: ["결제"] },
  roles: { party: ["인원", "승객", "탑승객"], promise: ["도착 (?:보장|예정)", "배송 예정"] },
};

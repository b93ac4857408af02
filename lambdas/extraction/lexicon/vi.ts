import { shopThen } from "./shop-name";
import type { Lexicon } from "./types";

/** Vietnamese (marketplaces, ride-hailing and delivery apps). Dates are numeric, day first. */
export const vi: Lexicon = {
  language: "vi",
  purchaseDocument: ["hóa đơn", "biên nhận", "biên lai"],
  totals: { free: ["miễn phí"],
    subtotal: ["tổng tiền hàng", "tạm tính", "tiền hàng"],
    discount: ["giảm giá", "khuyến mãi", "voucher(?: của shop)?"],
    shipping: ["phí vận chuyển", "phí giao hàng", "phí ship"],
    tax: ["thuế(?: gtgt)?", "vat"],
    tip: ["tiền tip", "tip cho tài xế"],
    fee: ["phí dịch vụ", "phí nền tảng", "phí đặt xe"],
    grandTotal: ["tổng thanh toán", "tổng cộng", "tổng số tiền", "số tiền thanh toán", "thành tiền"],
    taxWord: ["vat"],
  },
  orderNumber: {
    order: ["mã đơn hàng", String.raw`mã đơn\b`, String.raw`đơn hàng\s*#`],
    booking: ["mã đặt chỗ", "mã đặt phòng", "mã đặt xe", "mã chuyến đi"],
    invoice: ["số hóa đơn", "mã giao dịch"],
  },
  purchaseDate: ["ngày đặt hàng", "thời gian đặt hàng", "ngày mua", "thời gian thanh toán"],
  documentDate: ["ngày"],
  otherDate: ["giao hàng dự kiến", "dự kiến giao"],
  sellerOfOrder: [String.raw`^(?:người bán|cửa hàng|nhà hàng|shop)\s*:\s*` + shopThen("")],
  emailType: {
    order_confirmation: ["xác nhận đơn hàng", "đặt hàng thành công", "cảm ơn bạn đã đặt hàng", "đơn hàng (?:của bạn )?đã được (?:đặt|xác nhận)"],
    orderWords: ["đơn hàng"],
    shipping_confirmation: ["đang được giao", "đã được gửi đi", "đã giao cho đơn vị vận chuyển", "đang vận chuyển"],
    delivery_confirmation: ["giao hàng thành công", "đã được giao"],
    cancellation: ["đã bị hủy", "hủy đơn hàng"],
    refund: ["hoàn tiền"],
    travel_booking: ["vé máy bay", "chuyến bay", "đặt phòng"],
    payment_receipt: ["biên nhận", "thanh toán thành công", "hóa đơn điện tử"],
  },
  roles: { greeting: ["xin chào", "chào"], payment: ["phương thức thanh toán", "hình thức thanh toán"] },
  products: { unitPrice: ["đơn giá"], summary: ["tổng", "phí vận chuyển", "giảm giá", "tạm tính"], quantity: ["số lượng"] },
  payments: { paid: ["đã thanh toán"] },
};

import { shopThen } from "./shop-name";
import type { Lexicon } from "./types";

/** Thai (marketplaces and delivery apps). Written without spaces between words; amounts in baht (฿). */
export const th: Lexicon = {
  language: "th",
  purchaseDocument: ["ใบเสร็จ", "ใบกำกับภาษี"],
  totals: { free: ["ฟรี"],
    subtotal: ["ยอดรวมสินค้า", "รวมค่าสินค้า", "ราคาสินค้า", "ค่าอาหาร"],
    discount: ["ส่วนลด"],
    shipping: ["ค่าจัดส่ง", "ค่าส่ง"],
    tax: ["ภาษีมูลค่าเพิ่ม", "vat"],
    fee: ["ค่าธรรมเนียม", "ค่าบริการ"],
    grandTotal: ["ยอดรวมทั้งสิ้น", "ยอดชำระ", "ยอดรวมสุทธิ", "รวมทั้งสิ้น", "ยอดที่ชำระ", "ยอดรวมทั้งหมด"],
  },
  orderNumber: {
    order: ["หมายเลขคำสั่งซื้อ", "เลขที่คำสั่งซื้อ", "หมายเลขออเดอร์"],
    booking: ["รหัสการจอง"],
    invoice: ["เลขที่ใบเสร็จ", "เลขที่ใบกำกับภาษี"],
  },
  purchaseDate: ["วันที่สั่งซื้อ", "วันที่ทำรายการ"],
  sellerOfOrder: [String.raw`^(?:ร้านค้า|ผู้ขาย)\s*[:：]?\s*` + shopThen("")],
  emailType: {
    order_confirmation: ["ยืนยันคำสั่งซื้อ", "สั่งซื้อสำเร็จ", "ขอบคุณสำหรับคำสั่งซื้อ"],
    orderWords: ["คำสั่งซื้อ"],
    shipping_confirmation: ["จัดส่งแล้ว", "อยู่ระหว่างการจัดส่ง"],
    delivery_confirmation: ["จัดส่งสำเร็จ"],
    cancellation: ["ยกเลิกคำสั่งซื้อ", "ถูกยกเลิก"],
    refund: ["คืนเงิน"],
    travel_booking: ["ตั๋วเครื่องบิน", "การจองที่พัก"],
    payment_receipt: ["ใบเสร็จรับเงิน", "ชำระเงินสำเร็จ"],
  },
  products: { quantity: ["จำนวน"], unitPrice: ["ราคาต่อหน่วย"], summary: ["ยอดรวม", "ค่าจัดส่ง", "ส่วนลด"] },
};

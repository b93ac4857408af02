import { shopThen } from "./shop-name";
import type { Lexicon } from "./types";

/** Chinese (simplified and traditional). Like Japanese, matched without word boundaries. */
export const zh: Lexicon = {
  language: "zh",
  purchaseDocument: ["发票", "發票", "收据", "收據", "订单", "訂單"],
  sellerOfOrder: [String.raw`^(?:商家|店铺|店鋪|卖家|賣家|商户|商戶)\s*[:：]\s*` + shopThen("")],
  totals: { charged: ["共计", "共計", "合计", "合計"], free: ["免费", "免運"],
    subtotal: ["商品(?:总额|金额|總額|金額|总价|總價)", "小计", "小計", "房费", "房費"],
    discount: ["(?:店[铺鋪]|平台)?(?:优惠|優惠)(?:券|金额|金額)?", "折扣", "(?:红包|紅包)抵扣"],
    shipping: ["运费", "運費", "配送费", "配送費"],
    tax: ["税费", "稅費", "税额", "稅額"],
    fee: ["服务费", "服務費", "手续费", "手續費", "打包费", "打包費", "包装费", "包裝費", "餐盒费"],
    // (a fapiao's "价税合计(小写)": the price and tax together, in figures)
    grandTotal: ["[价價]税合[计計](?:\\([小大]写\\))?", "实付(?:款|金额)?", "實付(?:款|金額)?", "(?:订单|訂單)?(?:总计|總計|合计|合計|总额|總額|总金额|總金額)", "应付总额", "應付總額", "应付(?:金额)?", "應付(?:金額)?", "支付金额", "支付金額", "付款金额", "付款金額", "在线支付", "在線支付", "退款金额", "退款金額"],
  },
  orderNumber: {
    order: ["(?:订单|訂單)(?:号码|號碼|号|號|编号|編號)", "(?:订单|訂單)\\s*ID", "(?:订单|訂單)\\s*(?=\\d{6,})"],
    invoice: ["(?:交易|流水)(?:号|號|单号|單號)", "发票号码", "發票號碼"],
  },
  forward: { marker: ["转发的邮件"], original: ["原始邮件"], from: ["发件人"], date: ["发送时间"], to: ["收件人", "抄送"], subject: ["主题"] },
  purchaseDate: ["下单时间", "下單時間", "(?:订单|訂單)(?:日期|时间|時間)", "(?:购买|購買)(?:日期|时间|時間)", "(?:支付|付款)时间"],
  senderLabel: ["寄件[方人]", "发货方", "發貨方", "寄件者"],
  shopOfParcel: [String.raw`您在(?<shop>[^,，。!！:：]{2,30}?)(?:购买|購買)的`],
  trackingLabel: ["(?:运单|運單|快递单|快遞單)(?:号|號)", "物流单号"],
  emailType: {
    order_confirmation: ["(?:订单|訂單)(?:确认|確認)", "感谢您的(?:订购|购买)", "感謝您的(?:訂購|購買)", "下单成功", "下單成功", "(?:订单|訂單)(?:已)?成立", "(?:订购|訂購)成功"],
    orderWords: ["订单", "訂單"],
    shipping_confirmation: ["已发货", "已發貨", "(?:发货|發貨)通知"],
    delivery_confirmation: ["已签收", "已簽收", "已送达", "已送達"],
    cancellation: ["(?:订单|訂單)已取消"],
    refund: ["退款"],
    travel_booking: ["酒店预订", "酒店預訂", "入住", "车票", "車票", "购票", "購票", "列车", "列車", "机票", "機票"],
    payment_receipt: ["(?:支付|付款)成功", "成功(?:支付|付款)", "收据", "收據", "电子发票", "電子發票"],
  },
  notPurchase: ["验证码", "驗證碼", "退订", "退訂"],
  products: { unitPrice: ["单价", "單價"], summary: ["合计", "合計", "小计", "小計", "运费", "運費", "总计", "總計"], quantity: ["数量", "數量"], itemLabel: ["商品名称", "商品", "商品名稱"] },
  payments: { endingIn: ["尾号", "尾號"], card: ["卡"], paid: ["支付", "付款"] },
  roles: { party: ["乘客", "人数", "乘车人"] },
};

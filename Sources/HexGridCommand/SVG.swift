import HexCore

/// Formats a number with at most two decimals and no trailing zeros, the
/// same on every platform (no Foundation), for any `Double`: plain decimal
/// digits, never an exponent, and never a trapping conversion.
///
/// Numbers from 2⁵² up are whole, and are written exactly, digit for digit;
/// NaN and the infinities are written `nan`, `inf` and `-inf`. This is
/// the formatter of messages and help; numbers written into SVG go through
/// ``svgNumber(_:)``, which refuses what no picture should hold.
func format(_ value: Double) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
  // Below 2⁵², the hundredths (under 2⁵² · 100 < 2⁶³) fit an Int.
  guard value.magnitude < 0x1p52 else { return (value < 0 ? "-" : "") + wholeDigits(value.magnitude) }
  let hundredths = (value * 100).rounded()
  let negative = hundredths < 0
  let magnitude = Int(hundredths.magnitude)
  var text = String(magnitude / 100)
  let fraction = magnitude % 100
  if fraction != 0 {
    text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
  }
  return negative && magnitude != 0 ? "-" + text : text
}

/// The exact decimal digits of a finite whole number `value` ≥ 2⁵².
///
/// Up to 2⁶⁴ it converts to `UInt64`; beyond, `value` is its 53-bit
/// significand times a power of two, multiplied out in base-10⁹ limbs.
private func wholeDigits(_ value: Double) -> String {
  if value < 0x1p64 { return String(UInt64(value)) }
  let billion: UInt64 = 1_000_000_000
  // value = (2⁵² + significand bits) · 2^(exponent − 52), exactly.
  let significand = value.significandBitPattern | (1 << 52)
  var limbs = [significand % billion, significand / billion % billion, significand / billion / billion]
  var shift = Int(value.exponent) - 52
  while shift > 0 {
    // A limb (< 10⁹) times 2²⁹, plus a carry, stays below 2⁶⁴.
    let step = Swift.min(shift, 29)
    shift -= step
    var carry: UInt64 = 0
    for i in limbs.indices {
      let product = limbs[i] << UInt64(step) + carry
      limbs[i] = product % billion
      carry = product / billion
    }
    while carry > 0 {
      limbs.append(carry % billion)
      carry /= billion
    }
  }
  while limbs.count > 1 && limbs.last == 0 { limbs.removeLast() }
  var text = String(limbs.last ?? 0)
  for limb in limbs.dropLast().reversed() {
    let digits = String(limb)
    text += String(repeating: "0", count: 9 - digits.count) + digits
  }
  return text
}

/// The largest magnitude of a number written into SVG: 10⁷.
///
/// Up to 10⁷ (below 2²⁴), single precision, the least SVG 1.1 asks of a
/// viewer, still holds every whole unit; past it a renderer places points
/// only to the nearest 2, 4, 8… units. The pictures the options ask for
/// with their subjects in view stay far below it: the largest, a hexagon
/// of radius 30 a thousand hexes from the origin at cell size 200, reaches
/// about 3.1 · 10⁵ (map frames are culled to their viewport).
let svgLimit = 1e7

/// A number the SVG writer refuses: not finite, or beyond ±``svgLimit``.
struct UnwritableNumber: Error {
  /// The number.
  var value: Double
}

/// Formats a number written into SVG, as ``format(_:)`` does, after
/// checking that it is finite and within ±``svgLimit``.
///
/// Every number of every picture goes through this, so a picture that
/// cannot be written sensibly is refused before anything is written.
func svgNumber(_ value: Double) throws -> String {
  guard value.magnitude <= svgLimit else { throw UnwritableNumber(value: value) }
  return format(value)
}

/// `value` to three significant digits in exponent form, such as `-1e+17`
/// or `1.13e+15`, for messages; `nan`, `inf` and `0` as they are.
func roughly(_ value: Double) -> String {
  guard value.isFinite, value != 0 else { return "\(value)" }
  var exponent = 0
  var mantissa = value.magnitude
  while mantissa >= 10 {
    mantissa /= 10
    exponent += 1
  }
  while mantissa < 1 {
    mantissa *= 10
    exponent -= 1
  }
  var digits = Int((mantissa * 100).rounded())
  if digits == 1000 {
    digits = 100
    exponent += 1
  }
  let text = format(Double(digits) / 100)
  return (value < 0 ? "-" : "") + text + (exponent < 0 ? "e-" : "e+") + String(exponent.magnitude)
}

/// Escapes text for XML character data and attribute values.
///
/// Markup characters become entity references, and every character XML 1.0
/// does not allow in a document (the C0 controls other than tab, line feed
/// and carriage return, and U+FFFE and U+FFFF) becomes U+FFFD, the
/// replacement character, so that any text gives a well-formed document.
func escapeXML(_ text: String) -> String {
  var out = String.UnicodeScalarView()
  for scalar in text.unicodeScalars {
    switch scalar {
    case "&": out.append(contentsOf: "&amp;".unicodeScalars)
    case "<": out.append(contentsOf: "&lt;".unicodeScalars)
    case ">": out.append(contentsOf: "&gt;".unicodeScalars)
    case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
    case "'": out.append(contentsOf: "&apos;".unicodeScalars)
    default: out.append(isXMLCharacter(scalar) ? scalar : "\u{FFFD}")
    }
  }
  return String(out)
}

/// Whether XML 1.0 allows `scalar` in a document: its `Char` production,
/// `#x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]`
/// (a Unicode scalar is never a surrogate).
func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
  default: return false
  }
}

/// Returns the SVG path data (the `d` attribute) that draws `elements`:
/// `M x,y`, `L x,y`, `Q cx,cy x,y` and `Z`, separated by spaces.
func svgPathData(_ elements: [PathElement]) throws -> String {
  func pair(_ p: PixelPoint) throws -> String { "\(try svgNumber(p.x)),\(try svgNumber(p.y))" }
  return try elements.map { element -> String in
    switch element {
    case .move(let p): return try "M " + pair(p)
    case .line(let p): return try "L " + pair(p)
    case .quadCurve(let p, let c): return try "Q " + pair(c) + " " + pair(p)
    case .closeSubpath: return "Z"
    }
  }.joined(separator: " ")
}

/// One cell to draw: its hexagon (whose corners become the polygon), a fill
/// color and up to two lines of label.
struct DrawnCell {
  var hexagon: Hexagon
  var fill: String
  var label: String
  var caption: String = ""
  /// Drawn as the circle inscribed in `hexagon`, where the layout places a
  /// round cell (the honeycomb's fisheye), instead of as the hexagon.
  var isCircle = false
}

/// Renders cells as an SVG document whose view box is `viewBox`, each cell
/// one `<path>` with the library's outline of its hexagon (or a `<circle>`),
/// in drawing order, then `overlay` (SVG elements drawn over the cells,
/// under the labels).
func svg(
  cells: [DrawnCell], viewBox: PixelRect, title: String, overlay: String = "", stroke: Double = 1.5
) throws -> String {
  let (minX, minY) = (try svgNumber(viewBox.minX), try svgNumber(viewBox.minY))
  let (width, height) = (try svgNumber(viewBox.width), try svgNumber(viewBox.height))
  let strokeWidth = try svgNumber(stroke)
  var out = """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(minX) \(minY) \(width) \(height)" \
    width="\(width)" height="\(height)" font-family="Helvetica, Arial, sans-serif">

    """
  out += "<title>\(escapeXML(title))</title>\n"
  out += "<rect x=\"\(minX)\" y=\"\(minY)\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
  for cell in cells {
    if cell.isCircle {
      let c = cell.hexagon.center, r = Swift.min(cell.hexagon.width, cell.hexagon.height) / 2
      out += "<circle cx=\"\(try svgNumber(c.x))\" cy=\"\(try svgNumber(c.y))\" r=\"\(try svgNumber(r))\" "
      out += "fill=\"\(cell.fill)\" stroke=\"#33415c\" stroke-width=\"\(strokeWidth)\"/>\n"
      continue
    }
    let d = try svgPathData(cell.hexagon.outline())
    out += "<path d=\"\(d)\" fill=\"\(cell.fill)\" stroke=\"#33415c\" stroke-width=\"\(strokeWidth)\"/>\n"
  }
  out += overlay
  for cell in cells {
    let size = Swift.min(cell.hexagon.width, cell.hexagon.height)
    // The label's line is at most 80% of the cell's inner width; a label
    // wider than that at the cell's font shrinks to `minimumFont`, then
    // loses its end to an ellipsis. Cells too small for that font show none.
    let room = 0.8 * size
    var font = Swift.min(16, size / 4.5)
    guard font >= minimumFont else { continue }
    font = Swift.max(minimumFont, Swift.min(font, room / estimatedWidth(cell.label, font: 1)))
    let label = ellipsized(cell.label, width: room, font: font)
    let c = cell.hexagon.center
    if cell.caption.isEmpty || font * 0.8 < minimumFont {
      out += try text(label, x: c.x, y: c.y + font * 0.35, size: font, color: "#1b263b")
    } else {
      out += try text(
        ellipsized(cell.caption, width: room, font: font * 0.8), x: c.x, y: c.y - font * 0.3, size: font * 0.8,
        color: "#6c757d")
      out += try text(label, x: c.x, y: c.y + font * 0.85, size: font, color: "#1b263b")
    }
  }
  out += "</svg>\n"
  return out
}

/// The smallest label font drawn, in points: smaller text is unreadable.
let minimumFont = 6.0

/// The width of `text` in a sans-serif font of size `font`, estimated at
/// 0.6 em per character (Helvetica's average for mixed text is about 0.55).
func estimatedWidth(_ text: String, font: Double) -> Double { 0.6 * font * Double(text.count) }

/// `text`, or as much of its start as fits in `width` followed by "…".
func ellipsized(_ text: String, width: Double, font: Double) -> String {
  guard estimatedWidth(text, font: font) > width else { return text }
  let fitting = Int((width / (0.6 * font)).rounded(.down)) - 1
  return fitting > 0 ? String(text.prefix(fitting)) + "…" : ""
}

private func text(_ string: String, x: Double, y: Double, size: Double, color: String) throws -> String {
  guard !string.isEmpty else { return "" }
  return "<text x=\"\(try svgNumber(x))\" y=\"\(try svgNumber(y))\" font-size=\"\(try svgNumber(size))\" "
    + "text-anchor=\"middle\" fill=\"\(color)\">\(escapeXML(string))</text>\n"
}

/// A color from light blue (0) to deep orange (1), for path order.
func gradient(_ t: Double) -> String {
  let t = Swift.min(1, Swift.max(0, t))
  let from = (r: 222.0, g: 235.0, b: 247.0), to = (r: 253.0, g: 174.0, b: 107.0)
  func channel(_ a: Double, _ b: Double) -> String {
    let value = Int((a + (b - a) * t).rounded())
    let digits = Array("0123456789abcdef")
    return String([digits[value / 16], digits[value % 16]])
  }
  return "#" + channel(from.r, to.r) + channel(from.g, to.g) + channel(from.b, to.b)
}

/// The bounding box of some hexagons, grown by `margin`.
func boundingBox(of hexagons: [Hexagon], margin: Double) -> PixelRect {
  guard let first = hexagons.first else { return PixelRect(x: 0, y: 0, width: 2 * margin, height: 2 * margin) }
  var box = first.bounds
  for h in hexagons.dropFirst() {
    let b = h.bounds
    let minX = Swift.min(box.minX, b.minX), minY = Swift.min(box.minY, b.minY)
    let maxX = Swift.max(box.maxX, b.maxX), maxY = Swift.max(box.maxY, b.maxY)
    box = PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
  return PixelRect(
    x: box.minX - margin, y: box.minY - margin, width: box.width + 2 * margin, height: box.height + 2 * margin)
}

import HexCore

/// Formats a number with at most two decimals and no trailing zeros, the
/// same on every platform (no Foundation).
func format(_ value: Double) -> String {
  guard value.isFinite else { return "0" }
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
func svgPathData(_ elements: [PathElement]) -> String {
  func pair(_ p: PixelPoint) -> String { "\(format(p.x)),\(format(p.y))" }
  return elements.map { element -> String in
    switch element {
    case .move(let p): return "M " + pair(p)
    case .line(let p): return "L " + pair(p)
    case .quadCurve(let p, let c): return "Q " + pair(c) + " " + pair(p)
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
func svg(cells: [DrawnCell], viewBox: PixelRect, title: String, overlay: String = "", stroke: Double = 1.5) -> String {
  var out = """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(format(viewBox.minX)) \(format(viewBox.minY)) \
    \(format(viewBox.width)) \(format(viewBox.height))" width="\(format(viewBox.width))" \
    height="\(format(viewBox.height))" font-family="Helvetica, Arial, sans-serif">

    """
  out += "<title>\(escapeXML(title))</title>\n"
  out += "<rect x=\"\(format(viewBox.minX))\" y=\"\(format(viewBox.minY))\" width=\"\(format(viewBox.width))\" "
  out += "height=\"\(format(viewBox.height))\" fill=\"#ffffff\"/>\n"
  for cell in cells {
    if cell.isCircle {
      let c = cell.hexagon.center, r = Swift.min(cell.hexagon.width, cell.hexagon.height) / 2
      out += "<circle cx=\"\(format(c.x))\" cy=\"\(format(c.y))\" r=\"\(format(r))\" fill=\"\(cell.fill)\" "
      out += "stroke=\"#33415c\" stroke-width=\"\(format(stroke))\"/>\n"
      continue
    }
    let d = svgPathData(cell.hexagon.outline())
    out += "<path d=\"\(d)\" fill=\"\(cell.fill)\" stroke=\"#33415c\" stroke-width=\"\(format(stroke))\"/>\n"
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
      out += text(label, x: c.x, y: c.y + font * 0.35, size: font, color: "#1b263b")
    } else {
      out += text(
        ellipsized(cell.caption, width: room, font: font * 0.8), x: c.x, y: c.y - font * 0.3, size: font * 0.8,
        color: "#6c757d")
      out += text(label, x: c.x, y: c.y + font * 0.85, size: font, color: "#1b263b")
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

private func text(_ string: String, x: Double, y: Double, size: Double, color: String) -> String {
  guard !string.isEmpty else { return "" }
  return "<text x=\"\(format(x))\" y=\"\(format(y))\" font-size=\"\(format(size))\" "
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

// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, BeginDocumentationCommentWithOneLineSummary
// Stand-ins for the part of SceneKit a mesh is handed to: vectors, geometry
// sources and elements, a geometry and a node. Each follows the declaration
// cited above it, from the iPhoneOS 18.6 SDK (SceneKit.framework's headers,
// as Swift imports them, and the SceneKit.swiftmodule overlay); bodies keep
// what the tests observe. SceneKit imports Core Graphics, as on iOS.

@_exported import CoreGraphics

/// SceneKitTypes.h — `typedef struct SCNVector3 { float x, y, z; } SCNVector3;` (iOS);
/// overlay — `public init(_ x: Float, _ y: Float, _ z: Float)`, `public init(_ v: SIMD3<Float>)`
public struct SCNVector3: Equatable {
  public var x: Float
  public var y: Float
  public var z: Float
  public init(x: Float, y: Float, z: Float) {
    self.x = x
    self.y = y
    self.z = z
  }
  public init(_ x: Float, _ y: Float, _ z: Float) { self.init(x: x, y: y, z: z) }
  public init(_ v: SIMD3<Float>) { self.init(x: v.x, y: v.y, z: v.z) }
}

/// SCNGeometry.h — `typedef NS_ENUM(NSInteger, SCNGeometryPrimitiveType) { …Triangles = 0, …TriangleStrip = 1,
/// …Line = 2, …Point = 3, …Polygon = 4 }`
public enum SCNGeometryPrimitiveType: Int {
  case triangles = 0, triangleStrip, line, point, polygon
}

/// SCNGeometry.h — `@interface SCNGeometrySource : NSObject`, `@property(readonly) NSInteger vectorCount`;
/// overlay — `@nonobjc convenience public init(vertices: [SCNVector3])`, `init(normals: [SCNVector3])`,
/// `init(textureCoordinates: [CGPoint])`
open class SCNGeometrySource {
  public enum Semantic { case vertex, normal, texcoord }
  public let semantic: Semantic
  public let vectorCount: Int
  init(semantic: Semantic, vectorCount: Int) {
    self.semantic = semantic
    self.vectorCount = vectorCount
  }
  public convenience init(vertices: [SCNVector3]) { self.init(semantic: .vertex, vectorCount: vertices.count) }
  public convenience init(normals: [SCNVector3]) { self.init(semantic: .normal, vectorCount: normals.count) }
  public convenience init(textureCoordinates: [CGPoint]) {
    self.init(semantic: .texcoord, vectorCount: textureCoordinates.count)
  }
}

/// SCNGeometry.h — `@interface SCNGeometryElement : NSObject`, `@property(readonly) NSInteger primitiveCount`;
/// overlay — `convenience public init<IndexType>(indices: [IndexType], primitiveType: SCNGeometryPrimitiveType)
/// where IndexType : FixedWidthInteger`
open class SCNGeometryElement {
  public let primitiveType: SCNGeometryPrimitiveType
  public let primitiveCount: Int
  public convenience init<IndexType: FixedWidthInteger>(indices: [IndexType], primitiveType: SCNGeometryPrimitiveType) {
    // Triangles: three indices each (the only type the model counts).
    let count = primitiveType == .triangles ? indices.count / 3 : indices.count
    self.init(primitiveType: primitiveType, primitiveCount: count)
  }
  init(primitiveType: SCNGeometryPrimitiveType, primitiveCount: Int) {
    self.primitiveType = primitiveType
    self.primitiveCount = primitiveCount
  }
}

/// SCNGeometry.h — `+ (instancetype)geometryWithSources:(NSArray<SCNGeometrySource *> *)sources
/// elements:(nullable NSArray<SCNGeometryElement *> *)elements`, imported as
/// `convenience init(sources: [SCNGeometrySource], elements: [SCNGeometryElement]?)`;
/// `@property(readonly) NSArray<SCNGeometrySource *> *geometrySources`, `…SCNGeometryElement *> *geometryElements`
open class SCNGeometry {
  public let sources: [SCNGeometrySource]
  public let elements: [SCNGeometryElement]
  public init(sources: [SCNGeometrySource], elements: [SCNGeometryElement]?) {
    self.sources = sources
    self.elements = elements ?? []
  }
  public func sources(for semantic: SCNGeometrySource.Semantic) -> [SCNGeometrySource] {
    sources.filter { $0.semantic == semantic }
  }
}

/// SCNNode.h — `+ (instancetype)nodeWithGeometry:(nullable SCNGeometry *)geometry`, imported as
/// `convenience init(geometry: SCNGeometry?)`; `@property(nonatomic, retain, nullable) SCNGeometry *geometry`;
/// `- (void)addChildNode:(SCNNode *)child`
open class SCNNode {
  public var geometry: SCNGeometry?
  public private(set) var childNodes: [SCNNode] = []
  public init() {}
  public convenience init(geometry: SCNGeometry?) {
    self.init()
    self.geometry = geometry
  }
  public func addChildNode(_ child: SCNNode) { childNodes.append(child) }
}
